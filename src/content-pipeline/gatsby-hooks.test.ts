import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Actions, BuildArgs, CreatePagesArgs, CreateWebpackConfigArgs, NodeInput, ParentSpanPluginArgs, PluginOptions, SourceNodesArgs } from "gatsby";
import outdentStub from "../shims/outdent";
import { createPages, onCreateWebpackConfig, onPostBuild, onPreBootstrap, OUTDENT_STUB, sourceNodes } from "./gatsby-hooks";
import { siteContent } from "./content-store";

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

  it("onPreBootstrap accepts the site's content without panicking", () => {
    const reporter = { panic: jest.fn() };
    onPreBootstrap?.({ reporter } as unknown as ParentSpanPluginArgs, options, noop);
    expect(reporter.panic).not.toHaveBeenCalled();
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
    expect(createRedirect).toHaveBeenCalledWith({ fromPath: "/rooms/", toPath: "/acomodacoes/", isPermanent: true, redirectInBrowser: true });
    expect(createRedirect.mock.calls.length).toBeGreaterThan(redirects.length);
  });

  it("sourceNodes makes one node per entry, with entry ids, list order and absolute image paths", async () => {
    const nodes: NodeInput[] = [];
    const args = {
      actions: { createNode: (node: NodeInput) => void nodes.push(node) },
      createNodeId: (key: string) => `id-${key}`,
      createContentDigest: () => "digest",
    } as unknown as SourceNodesArgs;
    await sourceNodes?.(args, options, noop);
    const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
    expect(ofType("Route")).toHaveLength(25);
    expect(ofType("SiteConfig")).toHaveLength(1);
    expect(ofType("Room").map((room) => [room.roomId, room.position])).toEqual([
      ["family-bungalow", 0],
      ["garden-bungalow", 1],
      ["farmhouse", 2],
      ["forest-house", 3],
    ]);
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
