import type http from "node:http";
import express from "express";
import { adminFiles } from "./admin-site";
import { listenFrom } from "./listen-from";
import { localBackend } from "./local-backend";

/** Where `npm run cms` answers: the editor's own machine only. */
export const CMS_HOST = "127.0.0.1";
export const CMS_PORT = 8081;

/**
 * The editor's CMS on their own machine: the CMS page at /admin/ and, beside it, the local backend
 * that reads and writes the working copy at `repoDir`. Page and backend share one origin, so the
 * backend answers no other. A taken port moves it to the next free one (listen-from.ts): `port` is
 * where it listens, which the caller says when it is not the one asked for.
 */
export async function startCmsServer(options: { repoDir: string; port?: number; host?: string }): Promise<{ server: http.Server; url: string; port: number }> {
  const host = options.host ?? CMS_HOST;
  const files = await adminFiles({ kind: "local", proxyUrl: "/api/v1" });
  const app = express();
  app.disable("x-powered-by");
  // "/admin" and "/admin/" differ: the page's files are addressed relative to the folder.
  app.set("strict routing", true);
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    next();
  });
  app.get("/", (_req, res) => res.redirect("/admin/"));
  app.get("/admin", (_req, res) => res.redirect("/admin/"));
  const send = (name: string, res: express.Response, next: express.NextFunction) => {
    const file = files.get(name);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-store");
    const type = name.split(".").pop() ?? "bin";
    if ("text" in file) res.type(type).send(file.text);
    else if ("contents" in file) res.type(type).send(Buffer.from(file.contents));
    // Decap's files sit under node_modules/.cache, a folder `send` would otherwise hide.
    else res.sendFile(file.copyFrom, { dotfiles: "allow" });
  };
  app.get("/admin/", (_req, res, next) => send("index.html", res, next));
  app.get("/admin/:name", (req, res, next) => send(req.params.name, res, next));
  const server = await listenFrom(app, options.port ?? CMS_PORT, host);
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error(`the CMS server on ${host} has no port`);
  const { port } = address;
  const origins = [`http://${host}:${port}`, `http://localhost:${port}`];
  app.use(localBackend({ repoDir: options.repoDir, allowedOrigins: origins }));
  app.use((_req, res) => res.status(404).type("text").send("Not found"));
  return { server, url: `http://${host}:${port}`, port };
}
