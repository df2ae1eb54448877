import fs from "node:fs";
import path from "node:path";
import { APP_COLOURS, manifestPluginOptions, shortName } from "./app-manifest";

const tokens = fs.readFileSync(path.join(__dirname, "../styles/tokens.css"), "utf8");
const site = { productName: "Pousada Rio Claro do Norte", tagline: { pt: "Aves e trilhas", en: "Birds and trails" } };

describe("the installed app's manifests", () => {
  it.each(Object.entries(APP_COLOURS))("--color-%s is the site's token, as written in tokens.css", (name, value) => {
    const token = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
    expect(token?.toLowerCase()).toBe(value);
  });

  it("has one manifest per language, opening on that language's home page, in that language", () => {
    const options = manifestPluginOptions(site);
    expect(options.localize.map(({ lang, start_url, description }) => ({ lang, start_url, description }))).toEqual([
      { lang: "pt-BR", start_url: "/pt/", description: "Aves e trilhas" },
      { lang: "en", start_url: "/en/", description: "Birds and trails" },
    ]);
    expect(options.start_url).toBe("/pt/");
  });

  it("is a standalone app with icons of 192 and 512 pixels and a maskable one, each a file of the site", () => {
    const { display, icons } = manifestPluginOptions(site);
    expect(display).toBe("standalone");
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of icons) expect(fs.existsSync(path.join(__dirname, "../../static", icon.src))).toBe(true);
  });

  it("leaves the head's theme colour and icons to the page, writing only its link", () => {
    expect(manifestPluginOptions(site)).toMatchObject({ include_favicon: false, legacy: false, theme_color_in_head: false });
  });

  it("gives launchers a name of at most twelve characters", () => {
    expect(shortName("Pousada Rio Claro do Norte")).toBe("Pousada");
    expect(shortName("Jardim")).toBe("Jardim");
  });
});
