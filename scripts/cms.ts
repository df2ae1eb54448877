/**
 * `npm run cms`: everything an editor needs on their own machine. The CMS at
 * http://127.0.0.1:8081/admin/ (or the next free port, which it names) saves into this working copy; `gatsby develop` beside it shows the site
 * as it will be, updated as each change is saved. `--no-preview` starts the CMS alone.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { CMS_PORT, startCmsServer } from "../src/cms/cms-server";
import { CmsListenError } from "../src/cms/listen-from";
import { clearStalePreviewCache, markPreviewCache } from "../src/cms/preview-cache";

const root = path.resolve(__dirname, "..");
const withPreview = !process.argv.includes("--no-preview");
const previewPort = process.env.CMS_PREVIEW_PORT ?? "8000";
/** What `gatsby develop` prints once it serves the site. */
const READY = "You can now view";

async function main(): Promise<void> {
  const asked = Number(process.env.CMS_PORT ?? CMS_PORT);
  const { url, port } = await startCmsServer({ repoDir: root, port: asked });
  if (port !== asked && asked !== 0) console.log(`\nA porta ${asked} já está em uso; o editor usa a ${port}.`);
  console.log(`\nEditor de conteúdo: ${url}/admin/`);
  if (!withPreview) return;
  const stale = clearStalePreviewCache(root);
  if (stale) console.log(`Prévia do site: começa do zero, sem o cache do Gatsby (.cache), que ${stale}; a primeira vez leva alguns minutos.`);
  console.log(`Prévia do site: http://localhost:${previewPort}/ (pronta quando o Gatsby disser “${READY}”)\n`);
  // CMS_PREVIEW: the preview writes no tracked file (gatsby-config.ts leaves out the types' file).
  const develop = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", previewPort], {
    cwd: root,
    env: { ...process.env, CMS_PREVIEW: "1" },
    stdio: ["inherit", "pipe", "inherit"],
  });
  let marked = false;
  develop.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (marked || !chunk.toString().includes(READY)) return;
    markPreviewCache(root);
    marked = true;
  });
  const stop = () => develop.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  develop.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  // A port that cannot be had is the editor's to fix: one sentence, no stack trace.
  console.error(error instanceof CmsListenError ? `\n${error.message}` : error);
  process.exit(1);
});
