import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true on every render after: markup
 * that must work without script renders first, and what only a script can keep true (an
 * `aria-expanded` that follows a state) replaces it once the script runs, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
