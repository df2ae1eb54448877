import { buildHead, DESCRIPTION_MAX, NOINDEX_ROBOTS, PAGE_TITLE_MAX, pageTitle, snippet, type HeadInput } from "./seo";

const input: HeadInput = {
  language: "pt",
  pageTitle: "Acomodações",
  description: "Bangalôs e casas na floresta.",
  productName: "Jardim da Amazônia",
  tagline: "Observação de Aves",
  siteUrl: "https://lodge.test",
  alternates: { pt: "/pt/acomodacoes/", en: "/en/accommodations/" },
  noindex: false,
  image: { url: "https://lodge.test/share.jpg", width: 800, height: 450, alt: "Lodge" },
};

const meta = (head: ReturnType<typeof buildHead>, key: string) => head.meta.find((m) => m.name === key || m.property === key)?.content;
const link = (head: ReturnType<typeof buildHead>, rel: string, hrefLang?: string) => head.links.find((l) => l.rel === rel && l.hrefLang === hrefLang)?.href;

describe("buildHead", () => {
  it("titles pages page · product · tagline", () => {
    expect(buildHead(input).title).toBe("Acomodações · Jardim da Amazônia · Observação de Aves");
    expect(pageTitle("", "P", "T")).toBe("P · T");
  });
  it("cuts a page's own part of the title that search results would not show, at a word", () => {
    const long = "AFP on the critically endangered Mato Grosso titi of the region";
    const [own] = buildHead({ ...input, pageTitle: long }).title.split(" · ");
    expect(own!.length).toBeLessThanOrEqual(PAGE_TITLE_MAX);
    expect(own).toBe("AFP on the critically endangered Mato Grosso…");
  });
  it("sets html lang per language", () => {
    expect(buildHead(input).htmlLang).toBe("pt-BR");
    expect(buildHead({ ...input, language: "en" }).htmlLang).toBe("en");
  });
  it("points the canonical at the page in its own language, absolute", () => {
    expect(link(buildHead(input), "canonical")).toBe("https://lodge.test/pt/acomodacoes/");
    expect(link(buildHead({ ...input, language: "en" }), "canonical")).toBe("https://lodge.test/en/accommodations/");
  });
  it("lists pt-BR, en and x-default (English) alternates", () => {
    const head = buildHead(input);
    expect(link(head, "alternate", "pt-BR")).toBe("https://lodge.test/pt/acomodacoes/");
    expect(link(head, "alternate", "en")).toBe("https://lodge.test/en/accommodations/");
    expect(link(head, "alternate", "x-default")).toBe("https://lodge.test/en/accommodations/");
  });
  it("shares with Open Graph and a large-image card", () => {
    const head = buildHead(input);
    expect(meta(head, "og:type")).toBe("website");
    expect(meta(head, "og:site_name")).toBe("Jardim da Amazônia");
    expect(meta(head, "og:url")).toBe("https://lodge.test/pt/acomodacoes/");
    expect(meta(head, "og:image")).toBe("https://lodge.test/share.jpg");
    expect(meta(head, "og:image:width")).toBe("800");
    expect(meta(head, "og:locale")).toBe("pt_BR");
    expect(meta(head, "og:locale:alternate")).toBe("en_US");
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    // The card takes its title, description and picture from Open Graph: each is said once.
    expect(head.meta.filter((m) => m.name?.startsWith("twitter:")).map((m) => m.name)).toEqual(["twitter:card", "twitter:image:alt"]);
    expect(meta(head, "og:title")).toBe(head.title);
  });
  it("hints a weekly revisit and carries description and keywords", () => {
    const head = buildHead({ ...input, keywords: "aves, floresta" });
    expect(meta(head, "revisit-after")).toBe("7 days");
    expect(meta(head, "description")).toBe(input.description);
    expect(meta(head, "keywords")).toBe("aves, floresta");
    expect(meta(buildHead(input), "keywords")).toBeUndefined();
  });
  it("adds a video channel as an identity link", () => {
    const head = buildHead({ ...input, videoChannelUrl: "https://video.test/@lodge" });
    expect(link(head, "me")).toBe("https://video.test/@lodge");
  });
  it("in noindex mode forbids everything and omits canonical, alternates and social tags", () => {
    const head = buildHead({ ...input, noindex: true });
    expect(meta(head, "robots")).toBe(NOINDEX_ROBOTS);
    expect(NOINDEX_ROBOTS.split(", ").sort()).toEqual(["noarchive", "nofollow", "noimageindex", "noindex", "nosnippet"]);
    expect(head.links).toEqual([]);
    expect(head.meta.filter((m) => m.property?.startsWith("og:") || m.name?.startsWith("twitter:"))).toEqual([]);
    expect(head.title).toContain("Acomodações");
  });
});

describe("snippet", () => {
  it("keeps a short text whole, its spaces collapsed", () => {
    expect(snippet("A short  text.\n")).toBe("A short text.");
  });

  it("cuts a long text at the end of a word, within the limit, with an ellipsis", () => {
    const long = `${"word ".repeat(40)}end.`;
    const cut = snippet(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/^(word )+word…$/);
    expect(snippet("Alpha beta, gamma", 13)).toBe("Alpha beta…");
  });
});
