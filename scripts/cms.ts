/**
 * `npm run cms`: everything an editor needs on their own machine. The CMS at
 * http://127.0.0.1:8081/admin/ saves into this working copy; `gatsby develop` beside it shows the site
 * as it will be, updated as each change is saved. `--no-preview` starts the CMS alone.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startCmsServer } from "../src/cms/cms-server";

const root = path.resolve(__dirname, "..");
const withPreview = !process.argv.includes("--no-preview");

async function main(): Promise<void> {
  const { url } = await startCmsServer({ repoDir: root, port: Number(process.env.CMS_PORT ?? 8081) });
  console.log(`\nEditor de conteúdo: ${url}/admin/`);
  if (!withPreview) return;
  console.log("Prévia do site: http://localhost:8000/ (pronta quando o Gatsby disser “You can now view”)\n");
  const develop = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1"], { cwd: root, stdio: "inherit" });
  const stop = () => develop.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  develop.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
