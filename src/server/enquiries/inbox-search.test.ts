import { INBOX_SEARCH_MAX_LENGTH } from "../../lib/forms/inbox";
import { parseInboxQuery, searchFold, searchKey } from "./inbox-search";

describe("the inbox's query", () => {
  it("folds case and accents, so one search finds a guest however the name was typed", () => {
    expect(searchKey("Conceição ARAÚJO", "Ana.Souza@Example.org")).toBe("conceicao araujo ana.souza@example.org");
    expect(searchFold("ÇÃO")).toBe(searchFold("cao"));
  });

  it("takes a state, a search and a cursor for each list", () => {
    expect(parseInboxQuery({ state: "handled", q: "  Conceição ", enquiries: "older:1764300000000:0b1c-2d", messages: "newer:5:abc" })).toEqual({
      query: {
        state: "handled",
        search: "conceicao",
        cursors: { enquiry: { direction: "older", receivedAt: 1764300000000, id: "0b1c-2d" }, message: { direction: "newer", receivedAt: 5, id: "abc" } },
      },
    });
    expect(parseInboxQuery({ q: "   ", state: "" })).toEqual({ query: { state: null, search: null, cursors: { enquiry: null, message: null } } });
  });

  it.each([
    ["an unknown parameter", { limit: "5" }],
    ["a repeated parameter", { state: ["waiting", "handled"] }],
    ["a state no entry has", { state: "closed" }],
    ["a long search", { q: "a".repeat(INBOX_SEARCH_MAX_LENGTH + 1) }],
    ["a control character", { q: "a\u0000b" }],
    ["a direction override", { q: "\u202Eab" }],
    ["a lone surrogate", { q: "a\uD800" }],
    ["a cursor with SQL", { enquiries: "older:1:' OR 1=1 --" }],
    ["a cursor without direction", { messages: "5:abc" }],
  ])("refuses %s", (_label, query) => {
    expect(parseInboxQuery(query)).toEqual({ error: expect.any(String) });
  });
});
