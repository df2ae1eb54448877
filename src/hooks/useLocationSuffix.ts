import { useEffect, useState } from "react";

/**
 * The current query and hash, kept live after hydration. The server cannot know them, and React 18
 * does not patch attributes while hydrating, so anything that must carry them (the language toggle)
 * reads them here once mounted and whenever the hash or history changes.
 */
export function useLocationSuffix(): { search: string; hash: string } {
  const [suffix, setSuffix] = useState({ search: "", hash: "" });
  useEffect(() => {
    const update = () => setSuffix({ search: window.location.search, hash: window.location.hash });
    update();
    window.addEventListener("hashchange", update);
    window.addEventListener("popstate", update);
    return () => {
      window.removeEventListener("hashchange", update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return suffix;
}
