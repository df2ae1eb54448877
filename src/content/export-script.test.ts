/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportScriptOutput, exportScriptOutputSync } from "./export-script";

/** The build's export scripts, run as the build runs them: real Node processes, with tsx. */
describe("running an export script", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-script-"));
    fs.writeFileSync(
      path.join(dir, "prints.ts"),
      `const value: { n: number } = { n: Number(process.env["EXPORT_TEST_N"]) };\nprocess.stdout.write(JSON.stringify(value));\n`,
    );
    fs.writeFileSync(path.join(dir, "fails.ts"), `console.error("(export-script.test.ts: this script fails on purpose)");\nprocess.exit(3);\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("resolves with what the script printed, the caller's environment passed on", async () => {
    process.env["EXPORT_TEST_N"] = "7";
    try {
      const output = exportScriptOutput(path.join(dir, "prints.ts"));
      // Started at once: a change to the environment after the call does not reach it.
      process.env["EXPORT_TEST_N"] = "8";
      await expect(output).resolves.toBe('{"n":7}');
      expect(exportScriptOutputSync(path.join(dir, "prints.ts"))).toBe('{"n":8}');
    } finally {
      delete process.env["EXPORT_TEST_N"];
    }
  });

  it("two run side by side, each with its own output", async () => {
    const outputs = await Promise.all([exportScriptOutput(path.join(dir, "prints.ts")), exportScriptOutput(path.join(dir, "prints.ts"))]);
    expect(outputs).toEqual(['{"n":null}', '{"n":null}']);
  });

  it("rejects naming the script and its exit code when the script fails", async () => {
    const script = path.join(dir, "fails.ts");
    await expect(exportScriptOutput(script)).rejects.toThrow(`${script} failed (exit code 3); its error is printed above`);
    expect(() => exportScriptOutputSync(script)).toThrow(/Command failed/);
  });
});
