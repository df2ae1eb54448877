/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Gatsby's query extraction, patched (docs/PATCHES.md): what each file gave is kept in .cache, so a
 * later build (a new process) parses only the files that changed. Runs the installed FileParser in
 * a fresh module registry per "build", on a project of two files, and counts Babel's parses.
 */
interface Parsed {
  documents: unknown[];
  parses: number;
  errors: unknown[];
}

/**
 * The queries as Gatsby compiles them: their text, and what it knows of where each came from. Sorted,
 * because Gatsby collects them in the order the parses finish, which varies from run to run.
 */
const described = (documents: unknown[]) =>
  documents
    .map((document) => {
      const { doc, filePath, hash, isHook, isStaticQuery, isConfigQuery, text, templateLoc } = document as Record<string, unknown>;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const printed = (require("graphql") as typeof import("graphql")).print(doc as import("graphql").DocumentNode);
      return { printed, filePath, hash, isHook, isStaticQuery, isConfigQuery, text, templateLoc: JSON.stringify(templateLoc) };
    })
    .sort((one, other) => String(one.filePath).localeCompare(String(other.filePath)));

const QUERY_FILE = `import { graphql } from "gatsby";\nexport const query = graphql\`query TrailsPage { site { id } }\`;\n`;

function buildIn(directory: string, files: string[]): Promise<Parsed> {
  const cwd = process.cwd();
  let result!: Promise<Parsed>;
  jest.isolateModules(() => {
    process.chdir(directory);
    try {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { store } = require("gatsby/dist/redux") as { store: { dispatch(action: object): void } };
      const parsing = require("gatsby/dist/utils/babel-parse-to-ast") as { babelParseToAst: (...args: unknown[]) => unknown };
      const FileParser = (
        require("gatsby/dist/query/file-parser") as { default: new () => { parseFiles(files: string[], addError: (e: unknown) => void): Promise<unknown[]> } }
      ).default;
      /* eslint-enable @typescript-eslint/no-require-imports */
      store.dispatch({ type: "SET_PROGRAM", payload: { directory, extensions: [".js", ".tsx"] } });
      const original = parsing.babelParseToAst;
      let parses = 0;
      jest.spyOn(parsing, "babelParseToAst").mockImplementation((...args: unknown[]) => {
        parses++;
        return original(...args);
      });
      const errors: unknown[] = [];
      result = new FileParser().parseFiles(files, (error) => errors.push(error)).then((documents) => ({ documents, parses, errors }));
    } finally {
      process.chdir(cwd);
    }
  });
  return result;
}

describe("Gatsby's query extraction, patched", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "extraction-"));
    fs.mkdirSync(path.join(dir, "src"));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("parses in a later build only the files whose text changed, and finds the same queries", async () => {
    const a = path.join(dir, "src", "a.tsx");
    const b = path.join(dir, "src", "b.tsx");
    fs.writeFileSync(a, QUERY_FILE);
    fs.writeFileSync(b, QUERY_FILE.replace("TrailsPage", "RoomsPage"));
    const first = await buildIn(dir, [a, b]);
    expect(first.parses).toBe(2);
    expect(first.documents).toHaveLength(2);
    const second = await buildIn(dir, [a, b]);
    expect(second.parses).toBe(0);
    expect(described(second.documents)).toEqual(described(first.documents));
    expect(
      described(first.documents)
        .map((query) => query.printed)
        .join(),
    ).toContain("TrailsPage");
    fs.writeFileSync(b, QUERY_FILE.replace("TrailsPage", "GalleryPage"));
    const third = await buildIn(dir, [a, b]);
    expect(third.parses).toBe(1);
    expect(
      described(third.documents)
        .map((query) => query.printed)
        .join(),
    ).toContain("GalleryPage");
  });

  it("keeps nothing of a file that failed to parse, so its error is reported at every build", async () => {
    const broken = path.join(dir, "src", "broken.tsx");
    fs.writeFileSync(broken, `${QUERY_FILE}export const = ;\n`);
    const first = await buildIn(dir, [broken]);
    expect(first.errors).toHaveLength(1);
    const second = await buildIn(dir, [broken]);
    expect(second.parses).toBe(1);
    expect(second.errors).toHaveLength(1);
  });
});
