/**
 * Each route change scrolls to the top, as loading a new page would. A link to an anchor goes to
 * the anchor, and the back and forward buttons restore where the visitor was (Gatsby's default for
 * POP).
 */
export function scrollOnRouteChange(action: string | undefined, hash: string): [number, number] | string | boolean {
  if (action === "POP") return true;
  if (hash) return decodeURIComponent(hash.slice(1));
  return [0, 0];
}
