import fs from "node:fs";
import path from "node:path";
import type { IAdapter, RoutesManifest } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

/** Where the adapter writes each function: `<dir>/<id>/<id>.js`, which Netlify deploys as it is. */
export const NETLIFY_FUNCTIONS_DIR = path.join(".netlify", "functions-internal");

/**
 * Only the function routes go on to Netlify's adapter. The site writes its own `_redirects` and
 * `_headers` (the files the production server reads too), and the adapter's reading of the other
 * routes would contradict them: it turns each language's not-found page (matchPath `/pt/*`) into a
 * 200 rewrite and moves its file, and it would add the redirects a second time.
 */
export function functionRoutes(routes: RoutesManifest): RoutesManifest {
  return routes.filter((route) => route.type === "function");
}

const REQUEST_READY = "  req.push(null)\n  return req";

/**
 * The adapter's handler builds each request as a stream with IncomingMessage's methods but never
 * marks it `complete`. Node's IncomingMessage reports a request destroyed before it is complete as
 * aborted, and multer (Gatsby's function wrapper reads multipart forms with it) then drops the file
 * it was reading: a guest's photo would arrive without its photo. So the request is marked complete
 * once its body has been read, as Node marks a real one. Not before: while `complete` is unset the
 * body parsers read the body; set, they would take it for already read. A handler file without that
 * line (another adapter version) stops the build rather than deploy uploads that cannot work.
 */
export function withCompleteRequests(handlerSource: string, file: string): string {
  if (!handlerSource.includes(REQUEST_READY)) throw new Error(`${file}: the Netlify adapter's request builder has changed; check uploads before updating it`);
  return handlerSource.replace(REQUEST_READY, '  req.push(null)\n  req.once("end", () => { req.complete = true })\n  return req');
}

/**
 * Gatsby's Netlify adapter, deploying the handlers of src/api/ as Netlify Functions, with the
 * site's own header and redirect rules as the only ones: given no header routes, it adds none of
 * Gatsby's defaults (which would send a second Referrer-Policy and Cache-Control beside the site's).
 */
export function siteNetlifyAdapter(): IAdapter {
  const netlify = createNetlifyAdapter();
  return {
    ...netlify,
    async adapt(context) {
      await netlify.adapt({ ...context, routesManifest: functionRoutes(context.routesManifest), headerRoutes: [] });
      for (const { functionId } of context.functionsManifest) {
        const file = path.join(NETLIFY_FUNCTIONS_DIR, functionId, `${functionId}.js`);
        fs.writeFileSync(file, withCompleteRequests(fs.readFileSync(file, "utf8"), file));
      }
    },
  };
}
