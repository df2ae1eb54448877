import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/i18n/languages";
import { barePath, localizedPath } from "../lib/routing/routes";
import type { RouteEntry } from "../content/collections";

/**
 * `_access`: the paths only signed-in staff may open (a staff page in each language, its bare copy and
 * their page data), each with the login page to send anyone else to. The production server reads it;
 * it is never served.
 */
export function accessFileText(routes: readonly RouteEntry[]): string {
  const login = routes.find((route) => route.template === "login");
  const staffOnly = routes.filter((route) => route.access === "staff");
  if (staffOnly.length > 0 && !login) throw new Error("Staff-only pages need a login page in the route table");
  const lines = staffOnly.flatMap((route) => {
    if (!route.noindex) throw new Error(`Route "${route.id}" is staff-only, so it must be noindex`);
    const entries: Array<[string, string]> = [
      ...LANGUAGES.map((language): [string, string] => [localizedPath(route, language), localizedPath(login as RouteEntry, language)]),
      [barePath(route), localizedPath(login as RouteEntry, DEFAULT_LANGUAGE)],
    ];
    return entries.flatMap(([page, loginPage]) => [`${page} ${loginPage}`, `/page-data${page} ${loginPage}`]);
  });
  return lines.length > 0 ? `${lines.join("\n")}\n` : "";
}

export function writeAccessFile(publicDir: string, routes: readonly RouteEntry[]): void {
  fs.writeFileSync(path.join(publicDir, "_access"), accessFileText(routes));
}
