import { render, type RenderOptions } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Language } from "../lib/i18n/languages";

const LOCALES = path.resolve(__dirname, "../../content/locales");

function resources(language: Language) {
  const dir = path.join(LOCALES, language);
  return Object.fromEntries(fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))]));
}

/** Renders with the site's real UI strings in one language, as the i18n plugin provides them. */
export function renderWithI18n(ui: React.ReactElement, language: Language = "pt", options?: RenderOptions) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources(language) },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options);
}

export function strings(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
}
