import { spawn } from "node:child_process";
import path from "node:path";
import { NETLIFY_FUNCTIONS_DIR } from "../../src/deploy/netlify-adapter";

/** Where Gatsby's Netlify adapter leaves the function for a file of src/api/ (`enquiry.ts` → `enquiry-js`). */
export const netlifyFunctionFile = (name: string) => path.resolve(__dirname, "../..", NETLIFY_FUNCTIONS_DIR, `${name}-js`, `${name}-js.js`);

export interface FunctionRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FunctionResponse {
  status: number;
  headers: Record<string, string[]>;
  body: Buffer;
}

/**
 * Runs the function exactly as Netlify's runtime does: a fresh Node process loads the adapter's
 * handler file and calls its `handler` with a Lambda proxy event (headers in lower case, the body in
 * base64), and this returns what the handler answered. The environment is the function's settings;
 * `cwd` its working folder.
 */
const RUNNER = `
const { handler } = require(process.argv[1]);
let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", async () => {
  const answer = await handler(JSON.parse(input), { functionName: "test" });
  // A database pool may keep the process alive, as a warm function would stay: the answer is all.
  process.stdout.write(JSON.stringify(answer), () => process.exit(0));
});
`;

export function invokeNetlifyFunction(name: string, request: FunctionRequest, env: Record<string, string>, cwd: string): Promise<FunctionResponse> {
  // As a browser sends them: lower-cased by the platform, with the body's length.
  const headers: Record<string, string> = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key.toLowerCase(), value]));
  if (request.body) headers["content-length"] = String(request.body.length);
  const event = {
    path: request.path,
    rawUrl: `https://lodge.example${request.path}`,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, [value]])),
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    body: request.body ? request.body.toString("base64") : null,
    isBase64Encoded: true,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", RUNNER, netlifyFunctionFile(name)], {
      env: { PATH: process.env["PATH"] ?? "", ...env },
      cwd,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`function ${name} exited with ${code}: ${stderr}`));
      const answer = JSON.parse(stdout) as { statusCode: number; multiValueHeaders?: Record<string, string[]>; body?: string; isBase64Encoded?: boolean };
      resolve({
        status: answer.statusCode,
        headers: answer.multiValueHeaders ?? {},
        body: Buffer.from(answer.body ?? "", answer.isBase64Encoded ? "base64" : "utf8"),
      });
    });
    child.stdin.end(JSON.stringify(event));
  });
}
