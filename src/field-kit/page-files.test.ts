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

describe("the files a page's HTML loads, for the kit", () => {
  const html = `<picture><source type="image/webp" srcset="/static/d/a/heron.webp 400w,/static/d/b/heron.webp 800w,/static/d/c/heron.webp 1600w" sizes="100vw"/>
    <img src="/static/d/c/heron.webp" srcset="/static/d/a/heron.webp 400w,/static/d/b/heron.webp 800w,/static/d/c/heron.webp 1600w" alt=""/></picture>
    <img src="/static/e/x/small.webp" srcset="/static/e/x/small.webp 300w" alt=""/>
    <img src="/favicon.svg" alt=""/>
    <a href="/pt/lista-de-aves/lista.pdf">PDF</a><a href="https://elsewhere.example/a.pdf">x</a><a href="/pt/faq/">FAQ</a>`;

  it("keeps each picture at one phone width: the widest up to the limit, or its narrowest", () => {
    expect(pageFiles(html, { pictureWidth: 800 })).toEqual(["/favicon.svg", "/static/d/b/heron.webp", "/static/e/x/small.webp"]);
    expect(pageFiles(html, { pictureWidth: 200 })).toEqual(["/favicon.svg", "/static/d/a/heron.webp", "/static/e/x/small.webp"]);
  });

  it("adds the site's own documents the page links to, when asked", () => {
    expect(pageFiles(html, { pictureWidth: 800, documents: true })).toContain("/pt/lista-de-aves/lista.pdf");
    expect(pageFiles(html, { pictureWidth: 800, documents: true }).filter((path) => path.endsWith(".pdf"))).toEqual(["/pt/lista-de-aves/lista.pdf"]);
    expect(pageFiles(html).filter((path) => path.endsWith(".pdf"))).toEqual([]);
  });
});
