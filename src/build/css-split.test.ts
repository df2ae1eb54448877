import { insertBySharing, sharedBy, sharedCssChunkName, splitCssByTemplate } from "./css-split";

describe("stylesheets split by template", () => {
  it("names a shared stylesheet by how many chunks share it and which, whatever their order", () => {
    const name = sharedCssChunkName([{ name: "component---home" }, { name: "component---trails" }, { id: 19 }]);
    expect(name).toMatch(/^css-3-[0-9a-f]{10}$/);
    expect(sharedCssChunkName([{ id: 19 }, { name: "component---trails" }, { name: "component---home" }])).toBe(name);
    expect(sharedCssChunkName([{ name: "component---home" }, { name: "component---menu" }])).not.toBe(name);
  });

  it("reads back how widely a chunk file's stylesheet is shared; a template's own counts as one", () => {
    expect(sharedBy("/css-22-e68beca383.a97d1265351034c14c5c.css")).toBe(22);
    expect(sharedBy("css-2-044d897f1b.76ea9fc24c16d0e05a83.css")).toBe(2);
    expect(sharedBy("/component---src-templates-home-tsx.2692f4467c3d008456b6.css")).toBe(1);
    expect(sharedBy("/styles.css-3-x.css")).toBe(1);
  });

  it("replaces Gatsby's one stylesheet, and stops the build if Gatsby no longer has it", () => {
    const cacheGroups: Record<string, unknown> = { styles: {}, commons: {} };
    splitCssByTemplate({ cacheGroups });
    expect(Object.keys(cacheGroups).sort()).toEqual(["commons", "sharedStyles"]);
    expect(() => splitCssByTemplate({ cacheGroups })).toThrow("no longer has the `styles` chunk group");
    expect(() => splitCssByTemplate(false)).toThrow();
  });
});

describe("a stylesheet fetched on navigation", () => {
  const sheet = (href: string, inline: boolean) => {
    const element = document.createElement(inline ? "style" : "link");
    if (inline) element.setAttribute("data-href", href);
    else Object.assign(element, { rel: "stylesheet" }).setAttribute("href", href);
    document.head.appendChild(element);
    return element;
  };
  const order = () =>
    [...document.head.querySelectorAll("style[data-href], link[rel=stylesheet]")].map((el) => el.getAttribute("data-href") ?? el.getAttribute("href"));
  const fetched = (href: string) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.setAttribute("href", href);
    insertBySharing()(link);
  };
  afterEach(() => (document.head.innerHTML = ""));

  it("goes after those shared as widely or more, before the page's own, as on a fresh load", () => {
    sheet("/css-22-a.1.css", true);
    sheet("/css-2-b.1.css", true);
    sheet("/component---home.1.css", true);
    fetched("/css-13-c.1.css");
    fetched("/component---trails.1.css");
    fetched("/css-2-d.1.css");
    expect(order()).toEqual(["/css-22-a.1.css", "/css-13-c.1.css", "/css-2-b.1.css", "/css-2-d.1.css", "/component---home.1.css", "/component---trails.1.css"]);
  });
});
