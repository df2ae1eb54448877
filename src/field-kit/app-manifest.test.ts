import fs from "node:fs";
import path from "node:path";
import manifestForPathname from "gatsby-plugin-manifest/get-manifest-pathname";
import { APP_COLOURS, appManifests, manifestPath, manifestPluginOptions, shortName } from "./app-manifest";

const tokens = fs.readFileSync(path.join(__dirname, "../styles/tokens.css"), "utf8");
const site = { productName: "Pousada Rio Claro do Norte", tagline: { pt: "Aves e trilhas", en: "Birds and trails" } };

describe("the installed app's manifests", () => {
  it.each(Object.entries(APP_COLOURS))("--color-%s is the site's token, as written in tokens.css", (name, value) => {
    const token = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
    expect(token?.toLowerCase()).toBe(value);
  });

  it("are one per language, each opening on that language's home page, in that language", () => {
    const manifests = appManifests(site);
    expect(Object.keys(manifests)).toEqual([manifestPath("pt"), manifestPath("en")]);
    expect(Object.values(manifests).map(({ lang, start_url, description }) => ({ lang, start_url, description }))).toEqual([
      { lang: "pt-BR", start_url: "/pt/", description: "Aves e trilhas" },
      { lang: "en", start_url: "/en/", description: "Birds and trails" },
    ]);
  });

  it("are a standalone app with icons of 192 and 512 pixels and a maskable one, each a file of the site", () => {
    for (const { display, icons, theme_color, background_color } of Object.values(appManifests(site))) {
      expect(display).toBe("standalone");
      expect([theme_color, background_color]).toEqual([APP_COLOURS["forest-900"], APP_COLOURS["forest-900"]]);
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const icon of icons) expect(fs.existsSync(path.join(__dirname, "../../static", icon.src))).toBe(true);
    }
  });

  it("are linked by gatsby-plugin-manifest from each page in its language, and the default language's from a bare page", () => {
    const { localize } = manifestPluginOptions(site);
    expect(localize).toEqual(Object.values(appManifests(site)));
    expect(manifestForPathname("/pt/trilhas/jatoba/", localize)).toBe(manifestPath("pt").slice(1));
    expect(manifestForPathname("/en/trails/", localize)).toBe(manifestPath("en").slice(1));
    expect(manifestForPathname("/trilhas/", localize)).toBe("manifest.webmanifest");
    expect(manifestPluginOptions(site).start_url).toBe("/pt/");
  });

  it("give launchers a name of at most twelve characters", () => {
    expect(shortName("Pousada Rio Claro do Norte")).toBe("Pousada");
    expect(shortName("Jardim")).toBe("Jardim");
  });
});
