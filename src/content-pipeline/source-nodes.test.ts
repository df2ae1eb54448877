import type { CreateNodeArgs, NodeInput, PluginOptions } from "gatsby";
import { siteContent } from "./content-store";
import { ContentValidationError } from "./problems";
import { collectionOfFile, createContentNodesFromFiles, type ContentStore } from "./source-nodes";

const valid = siteContent();
const fileNode = (base: string, contentDigest: string, sourceInstanceName = "content") => ({
  id: `file-${base}`,
  base,
  sourceInstanceName,
  internal: { type: "File", contentDigest },
});

function run(store: ContentStore, node: ReturnType<typeof fileNode>) {
  const created: NodeInput[] = [];
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
  const args = {
    node,
    actions: { createNode: (child: NodeInput) => void created.push(child), createParentChildLink: jest.fn() },
    createNodeId: (key: string) => `id-${key}`,
    createContentDigest: () => "digest",
    reporter,
  } as unknown as CreateNodeArgs;
  void createContentNodesFromFiles(store)(args, { plugins: [] } as PluginOptions, () => undefined);
  return { created, reporter };
}

describe("content nodes from content files", () => {
  const store = (over: Partial<ContentStore> = {}): ContentStore => ({
    current: () => valid,
    reload: jest.fn(() => valid),
    digest: () => "as-loaded",
    contentDir: "/content",
    ...over,
  });

  it("knows collection files of the content source only", () => {
    expect(collectionOfFile(fileNode("rooms.json", "x"))).toBe("rooms");
    expect(collectionOfFile(fileNode("rooms.json", "x", "images"))).toBeNull();
    expect(collectionOfFile(fileNode("notes.json", "x"))).toBeNull();
    expect(collectionOfFile({ internal: { type: "Locale" } })).toBeNull();
  });

  it("uses the content validated at start while the file is as it was read", () => {
    const unchanged = store();
    const { created } = run(unchanged, fileNode("rooms.json", "as-loaded"));
    expect(unchanged.reload).not.toHaveBeenCalled();
    expect(created.map((node) => node.parent)).toEqual(valid.rooms.map(() => "file-rooms.json"));
  });

  it("validates content again when an editor saved the file, and makes nodes from the new content", () => {
    const edited = { ...valid, rooms: valid.rooms.slice(0, 2) };
    const saved = store({ reload: jest.fn(() => edited) });
    const { created, reporter } = run(saved, fileNode("rooms.json", "edited"));
    expect(saved.reload).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(2);
    expect(reporter.info).toHaveBeenCalledWith("content/rooms.json changed: content/ is valid");
  });

  it("reports a mistake with its message and keeps the last valid content", () => {
    const error = new ContentValidationError([{ file: "rooms.json", path: [0, "guests", "max"], expected: "expected a number", got: '"four"' }]);
    const broken = store({
      reload: () => {
        throw error;
      },
    });
    const { created, reporter } = run(broken, fileNode("rooms.json", "broken"));
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(error.message);
    expect(error.message).toContain('content/rooms.json › [0].guests.max: expected a number, got "four"');
    expect(created).toHaveLength(valid.rooms.length);
  });
});
