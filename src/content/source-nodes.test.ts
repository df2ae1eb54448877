import type { CreateNodeArgs, Node, NodeInput, PluginOptions, SourceNodesArgs } from "gatsby";
import { createContentDigest } from "gatsby-core-utils";
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node";
import { siteContent } from "./content-store";
import { ContentValidationError } from "./problems";
import {
  CHECKED_CONTENT_TYPE,
  collectionOfFile,
  createCheckedContentNodes,
  jsonNodeType,
  recheckContentNodes,
  UNCHECKED_JSON_TYPE,
  type ContentStore,
} from "./source-nodes";

const valid = siteContent();
const fileNode = (base: string, contentDigest: string, sourceInstanceName = "content") => ({
  id: `file-${base}`,
  base,
  sourceInstanceName,
  internal: { type: "File", contentDigest },
});

/**
 * A content file's node through the site's hook, then every JSON node it made through
 * gatsby-transformer-json's own hook, as Gatsby chains them; returns every node made.
 */
async function run(store: ContentStore, node: ReturnType<typeof fileNode>) {
  const created: NodeInput[] = [];
  const links: Array<{ parent: Node; child: Node }> = [];
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
  const args = (of: object) =>
    ({
      node: of,
      actions: {
        createNode: (child: NodeInput) => void created.push(child),
        createParentChildLink: (link: { parent: Node; child: Node }) => void links.push(link),
      },
      createNodeId: (key: string) => `id-${key}`,
      createContentDigest: () => "digest",
      loadNodeContent: (of: NodeInput) => Promise.resolve(of.internal.content),
      reporter,
    }) as unknown as CreateNodeArgs;
  await createCheckedContentNodes(store)(args(node), { plugins: [] } as PluginOptions, () => undefined);
  for (const checked of created.filter((made) => made.internal.mediaType === "application/json")) {
    await transformJson(args(checked), { plugins: [], typeName: jsonNodeType } as PluginOptions, () => undefined);
  }
  const entries = created.filter((made) => made.internal.type !== CHECKED_CONTENT_TYPE);
  return { created, entries, links, reporter };
}

describe("content nodes from content files, through gatsby-transformer-json", () => {
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

  it("makes one node of the collection's type per validated entry, in file order, with its id and position", async () => {
    const { created, entries, links } = await run(store(), fileNode("trails.json", "as-loaded"));
    const checked = created.find((made) => made.internal.type === CHECKED_CONTENT_TYPE);
    expect(checked?.parent).toBe("file-trails.json");
    expect(entries.map((entry) => [entry.internal.type, entry["trailId"], entry["position"], entry.parent])).toEqual(
      valid.trails.map((trail, index) => ["Trail", trail.id, index, checked?.id]),
    );
    // gatsby-transformer-json names an entry's own `id` jsonId; the entries carry theirs as trailId instead.
    expect(entries.some((entry) => "jsonId" in entry)).toBe(false);
    expect(links).toHaveLength(created.length);
  });

  it("makes one node of a single collection, with image paths made absolute for the File links", async () => {
    const { entries } = await run(store(), fileNode("home.json", "as-loaded"));
    expect(entries.map((entry) => entry.internal.type)).toEqual(["HomeContent"]);
    expect((entries[0] as unknown as { hero: { image: string } }).hero.image).toBe(`/content/${valid.home.hero.image}`);
  });

  it("uses the content validated at start while the file is as it was read", async () => {
    const unchanged = store();
    const { entries } = await run(unchanged, fileNode("rooms.json", "as-loaded"));
    expect(unchanged.reload).not.toHaveBeenCalled();
    expect(entries).toHaveLength(valid.rooms.length);
  });

  it("validates content again when an editor saved the file, and makes nodes from the new content", async () => {
    const edited = { ...valid, rooms: [...valid.rooms, { ...valid.rooms[0]!, id: "a-new-room" }] };
    const saved = store({ reload: jest.fn(() => edited) });
    const { entries, reporter } = await run(saved, fileNode("rooms.json", "edited"));
    expect(saved.reload).toHaveBeenCalledTimes(1);
    expect(entries.map((entry) => entry["roomId"])).toEqual(edited.rooms.map((room) => room.id));
    expect(reporter.info).toHaveBeenCalledWith("content/rooms.json changed: content/ is valid");
  });

  it("reports a mistake with its message and keeps the last valid content", async () => {
    const error = new ContentValidationError([{ file: "rooms.json", path: [0, "guests", "max"], expected: "expected a number", got: '"four"' }]);
    const broken = store({
      reload: () => {
        throw error;
      },
    });
    const { entries, reporter } = await run(broken, fileNode("rooms.json", "broken"));
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(error.message);
    expect(error.message).toContain('content/rooms.json › [0].guests.max: expected a number, got "four"');
    expect(entries.map((entry) => entry["roomId"])).toEqual(valid.rooms.map((room) => room.id));
  });

  it("makes nothing for a collection that has no nodes (redirects are given to Gatsby, not queried)", async () => {
    expect((await run(store(), fileNode("redirects.json", "as-loaded"))).created).toEqual([]);
  });

  it("names every other JSON node the transformer reads with the one unused type", () => {
    expect(jsonNodeType({ node: { internal: { type: "File" } } })).toBe(UNCHECKED_JSON_TYPE);
    expect(jsonNodeType({ node: { internal: { type: CHECKED_CONTENT_TYPE }, collection: "press" } })).toBe("PressItem");
    expect(() => jsonNodeType({ node: { internal: { type: CHECKED_CONTENT_TYPE }, collection: "nowhere" } })).toThrow('unknown collection "nowhere"');
  });
});

describe("content nodes made again at each sourcing", () => {
  /** The checked nodes a sourcing makes from these File nodes, by collection, with the content they hold. */
  function source(content: typeof valid, files: Array<ReturnType<typeof fileNode>>) {
    const created: NodeInput[] = [];
    const store: ContentStore = { current: () => content, reload: () => content, digest: () => "as-loaded", contentDir: "/content" };
    const args = {
      getNodesByType: (type: string) => files.filter((file) => file.internal.type === type),
      actions: { createNode: (node: NodeInput) => void created.push(node), createParentChildLink: () => undefined },
      createNodeId: (key: string) => `id-${key}`,
      createContentDigest,
      reporter: { info: jest.fn(), panicOnBuild: jest.fn() },
    } as unknown as SourceNodesArgs;
    recheckContentNodes(store)(args);
    return new Map(created.map((node) => [node["collection"] as string, node]));
  }
  const files = [
    fileNode("routes.json", "as-loaded"),
    fileNode("trails.json", "as-loaded"),
    fileNode("notes.json", "as-loaded"),
    fileNode("home-hero.jpg", "x", "images"),
  ];

  it("makes the checked node of every content file, whether or not Gatsby saw the file change, and nothing else", () => {
    const made = source(valid, files);
    expect([...made.keys()].sort()).toEqual(["routes", "trails"]);
    expect(made.get("trails")?.parent).toBe("file-trails.json");
  });

  it("holds the route table of this build: a route that is built only now changes the node's digest, so its pages are queried again", () => {
    const [first, ...others] = valid.routes;
    const withoutOne = { ...valid, routes: others };
    const before = source(withoutOne, files).get("routes");
    const after = source(valid, files).get("routes");
    expect(JSON.parse(String(before?.internal.content)).map((route: { routeId: string }) => route.routeId)).not.toContain(first?.id);
    expect(JSON.parse(String(after?.internal.content)).map((route: { routeId: string }) => route.routeId)).toContain(first?.id);
    expect(after?.internal.contentDigest).not.toBe(before?.internal.contentDigest);
    // The same content makes the same node, which Gatsby takes as unchanged.
    expect(source(valid, files).get("routes")?.internal.contentDigest).toBe(after?.internal.contentDigest);
  });
});
