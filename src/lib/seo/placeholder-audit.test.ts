import { declaredTargets, emailsIn, httpsUrlsIn, placeholdersIn, stringsIn, undeclaredTarget } from "./placeholder-audit";

describe("placeholdersIn", () => {
  it.each([
    ["Reservas: +55 65 3000-0000", "zeroed phone number"],
    ["WhatsApp +55 65 90000-0000", "zeroed phone number"],
    ["WhatsApp +55 65 90000-0001", "zeroed phone number"],
    ["tel:+556530000000", "zeroed phone link"],
    ["https://wa.me/5565900000001", "zeroed phone link"],
    ['{"telephone":"+55 65 3000-0000"}', "zeroed phone number"],
    ["G-0000000000", "zeroed analytics ID"],
    ["https://forms.gle/jardimdaamazonia-experiencia", "guessed form address"],
    ["https://www.jardimdaamazonia.com/reservas-online/", "guessed booking page"],
    ["Write to contato@example.com", "example address"],
    ["https://www.example.org/lodge", "example address"],
    ["nome@exemplo.com.br", "example address"],
    ["https://booking.lodge.invalid/", "example address"],
  ])("finds the placeholder in %j", (value, name) => {
    expect(placeholdersIn(value).join(" | ")).toContain(name);
  });

  it.each([
    "590+ espécies de aves, 7 primatas, 30+ mamíferos",
    "Check-in a partir das 16:00; café 07:30–09:30; R$ 200 por pessoa; 10 000 visitantes em 2000",
    "A contagem preliminar chegou a 7.916 espécies, com quase 1 milhão de observadores.",
    "+55 66 3511-2040 and https://wa.me/5566998761234",
    "tel:+556635112040",
    "G-ABC123XYZ",
    "https://conexaoplaneta.com.br/?p=459490",
    "https://worldbirder.blogspot.com/2025/07/jardim.html",
    "counterexample.com is not an example domain",
    "",
  ])("finds nothing in %j", (value) => {
    expect(placeholdersIn(value)).toEqual([]);
  });

  it("names each one found, with the text it matched", () => {
    expect(placeholdersIn("Ligue +55 65 3000-0000")).toEqual(['zeroed phone number "3000-0000"']);
  });
});

describe("addresses in text and JSON", () => {
  it("finds https addresses in a content file's text", () => {
    const raw = '{ "url": "https://oeco.org.br/en/", "note": "see https://www.wikiaves.com.br/wiki/tie-bicudo." , "http": "http://old.test/" }';
    expect(httpsUrlsIn(raw)).toEqual(["https://oeco.org.br/en/", "https://www.wikiaves.com.br/wiki/tie-bicudo."]);
  });

  it("finds e-mail addresses", () => {
    expect(emailsIn("Write to team@lodge.test or web@lodge.test.")).toEqual(["team@lodge.test", "web@lodge.test"]);
    expect(emailsIn("No address here, just @mentions")).toEqual([]);
  });

  it("collects every string of a JSON value", () => {
    expect(stringsIn({ a: "x", b: [1, "y", { c: "z" }], d: null, e: true })).toEqual(["x", "y", "z"]);
  });
});

describe("undeclaredTarget", () => {
  const declared = declaredTargets(
    ['{ "url": "https://conexaoplaneta.com.br/?p=459490" }', '{ "countryLookupUrl": "https://ipapi.co" }'],
    "https://www.jardimdaamazonia.com",
    ["https://wa.me/5566998761234", "mailto:team@lodge.test", "https://www.google.com/maps/search/?api=1&query=-13.27,-56.72"],
  );

  it("accepts paths of the site, declared hosts and addresses built from content values", () => {
    for (const href of [
      "/pt/como-chegar/",
      "#main",
      "?lang=en",
      "https://www.jardimdaamazonia.com/pt/",
      "https://conexaoplaneta.com.br/another-story/",
      "https://wa.me/5566998761234",
      "mailto:team@lodge.test",
      "https://www.google.com/maps/search/?api=1&query=-13.27,-56.72",
    ]) {
      expect(undeclaredTarget(href, declared)).toBeNull();
    }
  });

  it("names a host, e-mail or number the content does not declare", () => {
    expect(undeclaredTarget("https://www.tripadvisor.com/Search?q=lodge", declared)).toBe(
      "host not declared in content (www.tripadvisor.com): https://www.tripadvisor.com/Search?q=lodge",
    );
    expect(undeclaredTarget("https://forms.gle/x", declared)).toContain("forms.gle");
    expect(undeclaredTarget("mailto:contato@jardimdaamazonia.com", declared)).toBe("address not given in content: mailto:contato@jardimdaamazonia.com");
    expect(undeclaredTarget("tel:+556635112040", declared)).toContain("address not given in content");
    expect(undeclaredTarget("https://wa.me/", declared)).toContain("host not declared");
    expect(undeclaredTarget("//cdn.elsewhere.net/x.js", declared)).toContain("cdn.elsewhere.net");
    expect(undeclaredTarget("javascript:void(0)", declared)).toContain("unexpected kind of link");
  });
});
