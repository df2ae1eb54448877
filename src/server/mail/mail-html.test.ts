import { mailHtml, VALUE_END, VALUE_START } from "./mail-html";

jest.mock("../../../content/site.json", () => jest.requireActual("../../../tests/fixtures/content/site.json"));

const at = (name: string) => `${VALUE_START}${name}${VALUE_END}`;

describe("a mail's HTML part", () => {
  it("escapes the wording and every value on its own, and links only the site's own addresses", () => {
    const html = mailHtml("en", "Tom & Jerry's <enquiry>", `Hello ${at("name")} & "friends",\n\n${at("message")}\n${at("siteUrl")} ${at("website")}`, {
      name: `Ana "<b>" O'Neil`,
      message: "line one\nline <two> & more",
      siteUrl: "https://www.example.org/en/?a=1&b=2",
      website: "https://guest.example/phishing",
    });
    expect(html).toContain("<title>Tom &amp; Jerry&#x27;s &lt;enquiry&gt;</title>");
    expect(html).toContain(`<p style="margin:0 0 16px">Hello Ana &quot;&lt;b&gt;&quot; O&#x27;Neil &amp; &quot;friends&quot;,</p>`);
    expect(html).toContain("line one<br>\nline &lt;two&gt; &amp; more<br>");
    expect(html).toContain(`<a href="https://www.example.org/en/?a=1&amp;b=2"`);
    // A value not named …Url is text, whatever it looks like.
    expect(html).toContain(" https://guest.example/phishing</p>");
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it("declares its language and title, and fetches nothing from anywhere", () => {
    const html = mailHtml("pt", "Assunto", "Olá", {});
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR" dir="ltr">/);
    expect(html).toContain(`<meta charset="utf-8">`);
    expect(html).toContain(`role="article" aria-label="Assunto" lang="pt-BR"`);
    expect(html).not.toMatch(/<img|<link|<script|url\(|src=/i);
  });
});
