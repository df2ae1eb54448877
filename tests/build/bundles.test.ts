import fs from "node:fs";
import path from "node:path";
import { SOURCE_MAPS_DIR } from "../../src/build/source-maps";
import { BROWSER_STUBS } from "../../src/build/gatsby-hooks";

/**
 * What the browser bundles are made of, read from the build's source maps (each lists the modules of
 * its script). The stand-ins only work if their webpack aliases come before Gatsby's own, which would
 * otherwise claim `react-dom/server` for React's renderer: this is where a wrong order shows.
 */
const MAPS_DIR = path.resolve(__dirname, "../..", SOURCE_MAPS_DIR);
const bundledModules = fs
  .readdirSync(MAPS_DIR)
  .filter((file) => file.endsWith(".js.map"))
  .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(MAPS_DIR, file), "utf8")) as { sources: string[] }).sources);

describe("the browser bundles", () => {
  it("were read from the source maps of this build", () => {
    expect(bundledModules.some((source) => source.endsWith("/src/components/Layout/index.tsx"))).toBe(true);
  });

  it.each(Object.values(BROWSER_STUBS).map((stub) => path.relative(path.resolve(__dirname, "../.."), stub)))("hold the stand-in %s", (stub) => {
    expect(bundledModules.some((source) => source.endsWith(`/${stub}`))).toBe(true);
  });

  it("hold none of React's server renderer (the stand-in's alias comes before Gatsby's react-dom alias)", () => {
    expect(bundledModules.filter((source) => /react-dom\/cjs\/react-dom-server/.test(source))).toEqual([]);
  });

  it("hold none of Gatsby's own service-worker registration, which no plugin asks for (the field kit registers its worker)", () => {
    expect(bundledModules.filter((source) => /register-service-worker\.js$/.test(source))).toEqual([]);
  });

  it("share with every page none of react-i18next beyond its hooks and provider (Trans and its parser, withSSR, withTranslation), nor outdent", () => {
    const shared = fs
      .readdirSync(MAPS_DIR)
      .filter((file) => /^(app|commons)-\w+\.js\.map$/.test(file))
      .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(MAPS_DIR, file), "utf8")) as { sources: string[] }).sources);
    expect(shared.some((source) => source.includes("node_modules/react-i18next/"))).toBe(true);
    expect(
      shared.filter((source) => /react-i18next\/dist\/es\/(Trans|TransWithoutContext|withSSR|withTranslation)\.js$|node_modules\/outdent\//.test(source)),
    ).toEqual([]);
  });

  it("hold neither the minifier nor the language detection, which the build runs and inlines itself", () => {
    expect(bundledModules.filter((source) => /node_modules\/terser\/|src\/lib\/i18n\/(language-detection|pre-paint-scripts)\.ts$/.test(source))).toEqual([]);
  });
});
