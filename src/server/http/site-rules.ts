import fs from "node:fs";
import path from "node:path";
import { parseHeadersFile, type HeaderMap, type HeaderRule } from "../../lib/http/response-headers";

/**
 * The built site's own rules, read from the files the build writes for CDN hosts (`_headers`,
 * `_redirects`), so the production server and a CDN answer every path the same way.
 */
export interface SiteRules {
  /** Every header for a URL path, from all the rules that match it. */
  headersFor(urlPath: string): HeaderMap;
  /** A permanent redirect's target for a path, if it has one. */
  redirectFor(urlPath: string): string | undefined;
  /** The URL of the not-found page for a path: its language's, or the default one. */
  notFoundPageFor(urlPath: string): string;
}

interface PrefixRule<T> {
  prefix: string;
  value: T;
}

/** Where Netlify answers a function; `_redirects` routes /api/ paths there on the CDN. */
export const CDN_FUNCTIONS = "/.netlify/functions/";

/** Whether a rule's path (exact, or ending in `*` for "this prefix") covers a URL path. */
export const ruleMatches = (rulePath: string, urlPath: string) => (rulePath.endsWith("*") ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath);

export function readSiteRules(publicDir: string): SiteRules {
  const read = (name: string) => {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (the build writes it)`);
    return fs.readFileSync(file, "utf8");
  };
  const headerRules = parseHeadersFile(read("_headers"));
  const exact = new Map<string, HeaderRule[]>();
  const wildcard: HeaderRule[] = [];
  for (const rule of headerRules) {
    if (rule.path.endsWith("*")) wildcard.push(rule);
    else exact.set(rule.path, [...(exact.get(rule.path) ?? []), rule]);
  }

  const redirects = new Map<string, string>();
  const notFound: Array<PrefixRule<string>> = [];
  read("_redirects")
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() === "" || line.trim().startsWith("#")) return;
      const [from, to, status] = line.trim().split(/\s+/);
      // The CDN's route to a function (written by its adapter); this server mounts the same handlers at /api/.
      if (status === "200" && to?.startsWith(CDN_FUNCTIONS)) return;
      if (!from || !to || !["301", "301!", "404"].includes(status ?? ""))
        throw new Error(`_redirects line ${index + 1} is not "from to 301|301!|404": ${line}`);
      if (status === "404") notFound.push({ prefix: from, value: to });
      else redirects.set(from, to);
    });

  return {
    headersFor(urlPath) {
      // A page is the same page whether asked for as /pt/faq/ or /pt/faq/index.html.
      const key = urlPath.endsWith("/index.html") ? urlPath.slice(0, -"index.html".length) : urlPath;
      const rules = [...wildcard.filter((rule) => ruleMatches(rule.path, key)), ...(exact.get(key) ?? [])];
      return Object.assign({}, ...rules.map((rule) => rule.headers)) as HeaderMap;
    },
    redirectFor: (urlPath) => redirects.get(urlPath),
    notFoundPageFor: (urlPath) => notFound.find((rule) => ruleMatches(rule.prefix, urlPath))?.value ?? "/404.html",
  };
}
