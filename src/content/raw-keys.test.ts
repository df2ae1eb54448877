import { rawKeysIn, translationKeys } from "./raw-keys";
import type { UiStrings } from "./ui-strings";

const strings: UiStrings = {
  pt: {
    wildlife: { checklist: { recentHeading: "Vistas recentes", heading_one: "{{count}} espécie", heading_other: "{{count}} espécies" } },
    common: { skipToContent: "Pular para o conteúdo", species: "Espécies" },
  },
  en: { wildlife: { checklist: { recentHeading: "Seen lately" } }, common: { skipToContent: "Skip to content", species: "Species" } },
};

describe(translationKeys.name, () => {
  it("lists each key as i18next would show it missing, with and without its namespace, plural forms as one", () => {
    expect([...translationKeys(strings)].sort()).toEqual(
      [
        "checklist.heading",
        "checklist.recentHeading",
        "common:skipToContent",
        "skipToContent",
        "wildlife:checklist.heading",
        "wildlife:checklist.recentHeading",
      ].sort(),
    );
  });
});

describe(rawKeysIn.name, () => {
  const keys = translationKeys(strings);

  it("finds a key shown as text, alone or within a sentence, and in either form", () => {
    expect(rawKeysIn(["checklist.recentHeading"], keys)).toEqual(["checklist.recentHeading"]);
    expect(rawKeysIn(["See wildlife:checklist.heading — 12", "skipToContent"], keys)).toEqual(["wildlife:checklist.heading", "skipToContent"]);
  });

  it("leaves text that only looks like a key alone: addresses, abbreviations, words", () => {
    expect(rawKeysIn(["Visit www.example.com, e.g. at 6:30.", "Species", "checklist", "checklist.other"], keys)).toEqual([]);
  });
});
