import { render, type RenderOptions } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { I18nextProvider } from "react-i18next";
import type { Language } from "../lib/i18n/languages";
import { pageI18n } from "../lib/i18n/page-i18n";

/** The fixture's UI strings (tests/fixtures/content/): an editor's new wording never breaks a component test. */
const LOCALES = path.resolve(__dirname, "../../tests/fixtures/content/locales");

function resources(language: Language) {
  const dir = path.join(LOCALES, language);
  return Object.fromEntries(fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))]));
}

/** The element inside react-i18next's provider, with the site's real UI strings in one language. */
export function withI18n(ui: React.ReactElement, language: Language = "pt"): React.ReactElement {
  return <I18nextProvider i18n={pageI18n(language, resources(language))}>{ui}</I18nextProvider>;
}

/** Renders with the site's real UI strings in one language, through react-i18next as each page gets them. */
export function renderWithI18n(ui: React.ReactElement, language: Language = "pt", options?: RenderOptions) {
  return render(withI18n(ui, language), options);
}

export function strings(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
}
