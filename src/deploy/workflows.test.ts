/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { SOURCE_MAPS_DIR } from "../build/source-maps";
import { PUBLISH_EVENT } from "../server/photos/build-hook";
import { lintWorkflow, workflowFiles } from "./lint-workflows";

const ROOT = path.resolve(__dirname, "../..");
/** The project's Node major version: .nvmrc is its one source. */
const NODE_MAJOR = fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  container?: string;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = (name: string) => parse(fs.readFileSync(path.join(ROOT, ".github/workflows", name), "utf8")) as Workflow;
const job = (flow: Workflow, name: string): Job => {
  const found = flow.jobs[name];
  if (!found) throw new Error(`no job ${name}`);
  return found;
};
const runs = (of: Job) => of.steps.map((step) => step.run ?? step.uses ?? "");

describe("the workflow linter", () => {
  it("finds nothing in the repository's workflows", async () => {
    const files = workflowFiles(ROOT);
    expect(files).toEqual([".github/workflows/ci.yml", ".github/workflows/deploy.yml"]);
    for (const file of files) expect(await lintWorkflow(fs.readFileSync(path.join(ROOT, file), "utf8"), file)).toEqual([]);
  });

  it("reports a broken workflow, with the place and the reason", async () => {
    const broken = "on: push\njobs:\n  build:\n    needs: missing\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_thing }}\n";
    const problems = await lintWorkflow(broken, "broken.yml");
    expect(problems.some((problem) => problem.startsWith("broken.yml:3:") && problem.includes('"missing"'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("broken.yml:7:") && problem.includes("no_such_thing"))).toBe(true);
  });
});

describe("CI on a pull request", () => {
  it("runs the whole suite as a fresh Debian machine does", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on)).toEqual(["pull_request"]);
    // The Node of .nvmrc, on Debian (bookworm), as .ci/run expects.
    expect(job(ci, "test").container).toBe(`node:${NODE_MAJOR}-bookworm`);
    expect(runs(job(ci, "test"))).toEqual(["actions/checkout@v4", ".ci/run"]);
  });
});

describe("the deploy workflow", () => {
  const deploy = workflow("deploy.yml");
  const deployJob = job(deploy, "deploy");

  it("runs on main, on the staff's publish and by hand", () => {
    expect(deploy.on).toEqual({ push: { branches: ["main"] }, repository_dispatch: { types: [PUBLISH_EVENT] }, workflow_dispatch: null });
  });

  it("tests a code change before deploying it, and deploys a content change after its content check alone", () => {
    expect(job(deploy, "test").if).toBe("needs.plan.outputs.content-only == 'false'");
    expect(runs(job(deploy, "test"))).toContain(".ci/run");
    expect(deployJob.needs).toEqual(["plan", "test"]);
    expect(deployJob.if).toContain("needs.test.result == 'success' || needs.test.result == 'skipped'");
    const order = ["npm ci --no-audit --no-fund", "npm run check:content", "npm run build", "actions/upload-artifact@v4"].map((step) =>
      runs(deployJob).indexOf(step),
    );
    expect(order.every((index, position) => index >= 0 && (position === 0 || index > (order[position - 1] ?? -1)))).toBe(true);
    expect(runs(deployJob).at(-1)).toMatch(/^npx netlify deploy --prod --no-build --dir public /);
  });

  it("prints the documents again before building when the content changed since they were printed", () => {
    const steps = runs(deployJob);
    const print = steps.findIndex((step) => step.includes("npm run documents -- --if-stale"));
    expect(print).toBeGreaterThan(steps.indexOf("npm run check:content"));
    expect(print).toBeLessThan(steps.indexOf("npm run build"));
  });

  it("installs Chromium before printing and building: the build prints the bird checklist whenever the database has records", () => {
    const steps = runs(deployJob);
    const install = steps.findIndex((step) => /^apt-get update && apt-get install -y [^\n]*\bchromium\b/.test(step));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(install).toBeLessThan(steps.findIndex((step) => step.includes("npm run documents -- --if-stale")));
    expect(install).toBeLessThan(steps.indexOf("npm run build"));
  });

  it("keeps Gatsby's cache and public/ between runs, cleared by a change of dependencies or Gatsby's configuration", () => {
    const cache = deployJob.steps.find((step) => step.uses === "actions/cache@v4");
    expect(String(cache?.with?.["path"]).trim().split("\n")).toEqual([".cache", "public"]);
    const prefix = deployJob.steps.find((step) => step.id === "build-cache")?.run ?? "";
    for (const file of ["package-lock.json", "gatsby-config.ts", "gatsby-node.ts"]) expect(prefix).toContain(`'${file}'`);
    // Each run saves under a key of its own, so the newest build with the same prefix is what the next run restores.
    expect(cache?.with?.["key"]).toBe("${{ steps.build-cache.outputs.prefix }}-${{ github.run_id }}");
    expect(cache?.with?.["restore-keys"]).toBe("${{ steps.build-cache.outputs.prefix }}-");
    // A restored cache goes under npm ci's node_modules and before the build that reads it.
    expect(deployJob.steps.indexOf(cache as Step)).toBeLessThan(runs(deployJob).indexOf("npm run build"));
  });

  it("keeps the build's source maps as an artefact, outside what is published", () => {
    const upload = deployJob.steps.find((step) => step.uses === "actions/upload-artifact@v4");
    expect(upload?.with?.["path"]).toBe(`${SOURCE_MAPS_DIR}/`);
  });

  describe("decides what a push needs from the files it changed", () => {
    const script = job(deploy, "plan").steps.find((step) => step.id === "changes")?.run ?? "";
    let repo: string;
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    const commit = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), String(Math.random()));
      git("add", "-A");
      git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", file);
      return git("rev-parse", "HEAD");
    };
    const plan = (event: string, before: string, after: string) => {
      const output = path.join(repo, "..", `output-${Math.random()}`);
      execFileSync("bash", ["-e", "-c", script], {
        cwd: repo,
        env: { PATH: process.env["PATH"] ?? "", EVENT: event, BEFORE: before, AFTER: after, GITHUB_OUTPUT: output },
      });
      return fs.readFileSync(output, "utf8").trim();
    };

    // The repository and the step's output files, in one folder removed afterwards.
    let scratch: string;
    beforeAll(() => {
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), "plan-"));
      repo = path.join(scratch, "repo");
      fs.mkdirSync(repo);
      git("init", "-q");
    });
    afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

    it("content only, when every changed file is under content/", () => {
      const before = commit("src/app.ts");
      const after = (commit("content/trails.json"), commit("content/images/new.jpg"));
      expect(plan("push", before, after)).toBe("content-only=true");
    });

    it("the tests too, when anything else changed", () => {
      const before = commit("content/rooms.json");
      const after = (commit("content/faq.json"), commit("package.json"));
      expect(plan("push", before, after)).toBe("content-only=false");
    });

    it("the tests too, when there is no earlier commit to compare with (a new branch, a forced push)", () => {
      const after = commit("content/faq.json");
      expect(plan("push", "0000000000000000000000000000000000000000", after)).toBe("content-only=false");
    });

    it("a rebuild only, for the staff's publish or a manual run", () => {
      const head = commit("src/other.ts");
      expect(plan("repository_dispatch", "", head)).toBe("content-only=true");
      expect(plan("workflow_dispatch", "", head)).toBe("content-only=true");
    });
  });
});

describe("the Node version", () => {
  it("is .nvmrc's everywhere the project names one", () => {
    expect(NODE_MAJOR).toMatch(/^\d+$/);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR} <${Number(NODE_MAJOR) + 1}`);
    expect(fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8")).toContain(`NODE_VERSION = "${NODE_MAJOR}"`);
    const deploy = workflow("deploy.yml");
    for (const name of Object.keys(deploy.jobs)) {
      const { container, steps } = job(deploy, name);
      if (container) expect(container).toBe(`node:${NODE_MAJOR}-bookworm`);
      for (const step of steps.filter((candidate) => candidate.uses?.startsWith("actions/setup-node")))
        expect(String(step.with?.["node-version"])).toBe(NODE_MAJOR);
    }
    const docs = ["README.md", "docs/CONTENT.md", "docs/DEPLOY.md"].map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(docs[0]).toContain(`Node ${NODE_MAJOR} LTS`);
    // Where the docs tell someone which Node to use (history may name others).
    const told = docs.flatMap((text) => [...text.matchAll(/(?:Requirements: Node|install Node|the project and Node) (\d+)/g)].map((match) => match[1]));
    expect(told).toHaveLength(3);
    expect(new Set(told)).toEqual(new Set([NODE_MAJOR]));
  });
});
