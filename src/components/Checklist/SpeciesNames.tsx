import React from "react";
import type { ChecklistRow } from "../../content/checklist-page";
import type { Language } from "../../lib/i18n/languages";
import * as styles from "./index.module.css";

/** The name in the page's language, the other language's, and the scientific name, each marked with its language. */
export function SpeciesNames({ row, language }: { row: ChecklistRow; language: Language }) {
  return (
    <p className={styles.names}>
      <strong>{row.name}</strong>
      {row.otherName && <span lang={language === "pt" ? "en" : "pt-BR"}> · {row.otherName}</span>} <i lang="la">{row.scientificName}</i>
    </p>
  );
}
