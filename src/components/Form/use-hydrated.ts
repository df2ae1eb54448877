import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page's script runs. Until it does, a form keeps the browser's own checks (required,
 * type, min), which are all a visitor without script gets before posting; once it runs, the form's
 * own checks, in the page's language, take over. The form's second render is a transition: React
 * renders it in slices between which the browser can answer the visitor, rather than in one task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
