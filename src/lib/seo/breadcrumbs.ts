import type { Crumb } from "./structured-data";

/**
 * The breadcrumb trail: Home, then one entry per path segment after the language; known slugs get their
 * translated label, others a readable form of the slug; the last entry is the current page.
 */
export function breadcrumbTrail(pathname: string, homeLabel: string, homePath: string, labelFor: (segmentPath: string) => string | undefined): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const prefixed = segments[0] === "pt" || segments[0] === "en";
  const rest = prefixed ? segments.slice(1) : segments;
  const base = prefixed ? `/${segments[0]}` : "";
  const crumbs: Crumb[] = [{ label: homeLabel, path: homePath }];
  rest.forEach((segment, index) => {
    const path = `${base}/${rest.slice(0, index + 1).join("/")}/`;
    const label = labelFor(path) ?? decodeURIComponent(segment).replace(/-/g, " ");
    crumbs.push(index === rest.length - 1 ? { label } : { label, path });
  });
  return crumbs;
}
