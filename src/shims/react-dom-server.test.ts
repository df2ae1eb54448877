import fs from "node:fs";
import path from "node:path";
import { TextEncoder } from "node:util";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// React's server renderer, the reference here, expects the browser's TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });

type RenderImage = (props: Record<string, unknown>) => string;
/**
 * The module that writes a picture's markup in the browser, found the way a browser bundle reaches it:
 * the plugin's browser entry (package.json `browser`), the chunk that entry requires, and the
 * `lazy-hydrate` module that chunk imports. Its file names carry build hashes, so they are read, not written here.
 */
function lazyHydrateModule(): string {
  const packageFile = require.resolve("gatsby-plugin-image/package.json");
  const { main, browser } = JSON.parse(fs.readFileSync(packageFile, "utf8")) as { main: string; browser: Record<string, string> };
  const entry = browser[`./${main}`];
  if (!entry) throw new Error(`gatsby-plugin-image has no browser entry for ${main}`);
  let file = path.join(path.dirname(packageFile), entry);
  for (const next of [/["'](\.\/index\.browser-[0-9a-f]+\.js)["']/, /["'](\.\/lazy-hydrate-[0-9a-f]+\.js)["']/]) {
    const found = next.exec(fs.readFileSync(file, "utf8"))?.[1];
    if (!found) throw new Error(`${path.basename(file)} no longer leads to gatsby-plugin-image's image writer (${next})`);
    file = path.join(path.dirname(file), found);
  }
  return file;
}
const LAZY_HYDRATE = lazyHydrateModule();

/** gatsby-plugin-image's own image writer, with React's server renderer or with the stand-in. */
function imageWriter(withStandIn: boolean): RenderImage {
  let writer: RenderImage | undefined;
  jest.isolateModules(() => {
    if (withStandIn) jest.doMock("react-dom/server", () => jest.requireActual("./react-dom-server"));
    writer = (jest.requireActual(LAZY_HYDRATE) as { renderImageToString: RenderImage }).renderImageToString;
  });
  if (!writer) throw new Error("gatsby-plugin-image's lazy-hydrate module did not load");
  return writer;
}

const images = (layout: IGatsbyImageData["layout"]): IGatsbyImageData => ({
  layout,
  width: 1440,
  height: 810,
  backgroundColor: "#485868",
  images: {
    fallback: { src: "/static/a/e115a/hero.jpg", srcSet: "/static/a/61b5a/hero.jpg 390w,\n/static/a/e115a/hero.jpg 1440w", sizes: "100vw" },
    sources: [
      { srcSet: "/static/a/53221/hero.avif 390w,\n/static/a/3ecdc/hero.avif 1440w", type: "image/avif", sizes: "100vw" },
      { srcSet: "/static/a/be5d8/hero.webp 390w", type: "image/webp", sizes: "(min-width: 1440px) 1440px, 100vw" },
    ],
  },
});

const CASES: Array<[string, Record<string, unknown>]> = [
  ["a full-width image, lazy, still loading", { image: images("fullWidth"), alt: "Rio Claro at dawn", isLoading: true, isLoaded: false }],
  [
    "a constrained image, loaded, with an alt text full of quotes",
    { image: images("constrained"), alt: `Araras "azuis" & o rio's <margem>`, isLoading: true, isLoaded: true },
  ],
  [
    "a fixed image, eager, with a class and styles",
    {
      image: images("fixed"),
      alt: "",
      loading: "eager",
      imgClassName: "photo",
      imgStyle: { borderRadius: 12, opacity: 0.5 },
      objectFit: "contain",
      objectPosition: "50% 0%",
    },
  ],
  [
    "an image with a blurred placeholder",
    {
      image: { ...images("constrained"), placeholder: { fallback: "data:image/jpeg;base64,AAAA" } },
      alt: "Tucano",
      isLoading: false,
      isLoaded: false,
      backgroundColor: "#fff",
    },
  ],
];

describe("the react-dom/server stand-in", () => {
  const real = imageWriter(false);
  const standIn = imageWriter(true);

  it.each(CASES)("writes %s exactly as React does", (_label, props) => {
    const expected = real(props);
    expect(expected).toContain("<img");
    expect(standIn(props)).toBe(expected);
  });
});
