import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * `node --import tsx scripts/logged-build.ts LOG_FILE`: `gatsby build`, its output shown as usual and
 * also written, without colours, to LOG_FILE, which the build tests read for warnings
 * (tests/build/build-warnings.test.ts). Exits with Gatsby's code.
 */
const [logFile] = process.argv.slice(2);
if (!logFile) {
  console.error("usage: node --import tsx scripts/logged-build.ts LOG_FILE");
  process.exit(2);
}

// Piped output has no colours unless asked for: the console keeps them when it is a terminal.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: process.env["FORCE_COLOR"] ?? "1" } : process.env;
const gatsby = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], { env, stdio: ["inherit", "pipe", "pipe"] });

// Kept whole and written at the end: a chunk may end inside a character or a colour code.
const output: Buffer[] = [];
for (const [from, to] of [
  [gatsby.stdout, process.stdout],
  [gatsby.stderr, process.stderr],
] as const) {
  from.on("data", (chunk: Buffer) => {
    to.write(chunk);
    output.push(chunk);
  });
}

gatsby.on("close", (code) => {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, stripVTControlCharacters(Buffer.concat(output).toString("utf8")));
  // No code: Gatsby was stopped by a signal, which is no success.
  process.exit(code ?? 1);
});
