import { pageFiles } from "./page-files";

describe("the files a page's HTML loads", () => {
  it("lists scripts, stylesheets, preloaded fonts, icons and every width of a picture, once each", () => {
    const html = `<html><head>
      <link rel="preload" href="/static/inter-41b3.woff2" as="font"/>
      <link rel="stylesheet" href="/styles.abc.css"/>
      <link rel="icon" href="/favicon.svg"/>
      <link rel="alternate" hrefLang="en" href="https://lodge.example/en/trails/"/>
      <link rel="manifest" href="/manifest_en.webmanifest"/>
    </head><body>
      <picture><source type="image/webp" srcset="/static/a/400/heron.webp 400w, /static/a/800/heron.webp 800w"/>
      <img data-src="/static/a/800/heron.webp" src="/static/a/400/heron.webp" alt=""/></picture>
      <a href="/en/trails/jatoba/">Jatobá</a>
      <script src="/app-0123.js" async></script>
    </body></html>`;
    expect(pageFiles(html)).toEqual([
      "/app-0123.js",
      "/favicon.svg",
      "/static/a/400/heron.webp",
      "/static/a/800/heron.webp",
      "/static/inter-41b3.woff2",
      "/styles.abc.css",
    ]);
  });

  it("leaves out other sites' files, protocol-relative addresses and pages", () => {
    expect(pageFiles(`<img src="https://cdn.example/a.png"><img src="//cdn.example/b.png"><a href="/pt/">x</a><img src="/c.png?v=1">`)).toEqual([]);
  });
});
