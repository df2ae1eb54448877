import { escapeHtml } from "./html-text";

describe("escapeHtml", () => {
  it("replaces every character that could end a text or a quoted attribute, and leaves the rest", () => {
    expect(escapeHtml(`Tom & Jerry's "<b>tiê-bicudo</b>"`)).toBe("Tom &amp; Jerry&#x27;s &quot;&lt;b&gt;tiê-bicudo&lt;/b&gt;&quot;");
  });

  it("escapes an ampersand once, so an entity typed by a guest shows as typed", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
