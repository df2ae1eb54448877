import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type {
  Actions,
  BuildArgs,
  CreatePagesArgs,
  CreateWebpackConfigArgs,
  NodeInput,
  ParentSpanPluginArgs,
  PluginOptions,
  CreateNodeArgs,
  Node,
} from "gatsby";
import outdentStub from "../shims/outdent";
import { createPages, onCreateWebpackConfig, onPostBuild, onPreBootstrap, OUTDENT_STUB, onCreateNode } from "./gatsby-hooks";
import { loadedDigest, siteContent } from "./content-store";
import { collections } from "./collections";
import { lodgeValuesNotice } from "./lodge-values";

const options = { plugins: [] } as PluginOptions;
const noop = () => undefined;

describe("gatsby-node hooks, called as Gatsby calls them", () => {
  it("onCreateWebpackConfig sets the chunk timeout, and swaps outdent out of the production browser bundle only", () => {
    const configs = (stage: string) => {
      const setWebpackConfig = jest.fn();
      onCreateWebpackConfig?.({ stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs, options, noop);
      return setWebpackConfig.mock.calls.map(([config]) => config as Record<string, unknown>);
    };
    expect(configs("build-javascript")).toEqual([{ output: { chunkLoadTimeout: 120_000 } }, { resolve: { alias: { outdent: OUTDENT_STUB } } }]);
    expect(configs("develop")).toEqual([{ output: { chunkLoadTimeout: 120_000 } }]);
    expect(fs.existsSync(OUTDENT_STUB)).toBe(true);
    // The stand-in still joins a tagged template, as the plugin's development message expects.
    expect(outdentStub`a ${1} b ${"c"}`).toBe("a 1 b c");
  });

  it("onPreBootstrap accepts the site's content without panicking, and names the values the lodge has to supply in one notice", () => {
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    onPreBootstrap?.({ reporter } as unknown as ParentSpanPluginArgs, options, noop);
    expect(reporter.panic).not.toHaveBeenCalled();
    const notice = lodgeValuesNotice(siteContent());
    if (notice) expect(reporter.warn.mock.calls).toEqual([[notice]]);
    else expect(reporter.warn).not.toHaveBeenCalled();
  });

  it("createPages creates every page and every redirect", async () => {
    const createPage = jest.fn();
    const createRedirect = jest.fn();
    await createPages?.(
      { actions: { createPage, createRedirect } as unknown as Actions } as CreatePagesArgs & { traceId: "initial-createPages" },
      options,
      noop,
    );
    const { routes, redirects } = siteContent();
    expect(createPage).toHaveBeenCalledTimes(routes.length * 3 + 3);
    expect(createRedirect).toHaveBeenCalledWith({ fromPath: "/rooms/", toPath: "/acomodacoes/", isPermanent: true, redirectInBrowser: false });
    expect(createRedirect.mock.calls.length).toBeGreaterThan(redirects.length);
  });

  it("onCreateNode makes one node per entry of each content file, with entry ids, list order and absolute image paths", async () => {
    const nodes: NodeInput[] = [];
    const links: Array<{ parent: Node; child: Node }> = [];
    for (const { file } of Object.values(collections)) {
      const fileNode = { id: `file-${file}`, base: file, sourceInstanceName: "content", internal: { type: "File", contentDigest: loadedDigest(file) } };
      const args = {
        node: fileNode,
        actions: {
          createNode: (node: NodeInput) => void nodes.push(node),
          createParentChildLink: (link: { parent: Node; child: Node }) => void links.push(link),
        },
        createNodeId: (key: string) => `id-${key}`,
        createContentDigest: () => "digest",
        reporter: { info: noop, panicOnBuild: noop },
      } as unknown as CreateNodeArgs;
      await onCreateNode?.(args, options, noop);
    }
    const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
    expect(ofType("Route")).toHaveLength(26); // the 25 screens and the staff area
    expect(ofType("SiteConfig")).toHaveLength(1);
    expect(ofType("Room").map((room) => [room.roomId, room.position, room.parent])).toEqual([
      ["family-bungalow", 0, "file-rooms.json"],
      ["garden-bungalow", 1, "file-rooms.json"],
      ["farmhouse", 2, "file-rooms.json"],
      ["forest-house", 3, "file-rooms.json"],
    ]);
    expect(links).toHaveLength(nodes.length);
    const hero = (ofType("HomeContent")[0] as unknown as { hero: { image: string } }).hero.image;
    expect(path.isAbsolute(hero) && fs.existsSync(hero)).toBe(true);
  });

  it("onPostBuild writes the redirect pages, _redirects and robots.txt into public/", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.mkdirSync(path.join(directory, "public"));
    const store = { getState: () => ({ program: { directory }, pages: new Map([["/pt/", {}]]) }) };
    await onPostBuild?.({ store } as unknown as BuildArgs, options, noop);
    const publicDir = path.join(directory, "public");
    expect(fs.readFileSync(path.join(publicDir, "rooms/index.html"), "utf8")).toContain('content="0; url=/acomodacoes/"');
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")).toContain("/rooms/  /acomodacoes/  301");
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteContent().site.siteUrl}/sitemap-index.xml`);
  });
});
