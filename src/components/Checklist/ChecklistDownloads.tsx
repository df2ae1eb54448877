import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistDownload } from "../../content/checklist-files";
import { formatFileSize } from "../../lib/format/measures";
import type { Language } from "../../lib/i18n/languages";
import * as styles from "./ChecklistDownloads.module.css";

interface ChecklistDownloadsProps {
  pdf: ChecklistDownload;
  csv: ChecklistDownload;
  language: Language;
}

/** The checklist to take along: the printable list and the spreadsheet, each with its size, so nobody downloads blind on a slow line. */
export function ChecklistDownloads({ pdf, csv, language }: ChecklistDownloadsProps) {
  const { t } = useTranslation("wildlife");
  return (
    <section className={styles.downloads} aria-labelledby="checklist-downloads-heading">
      <h2 id="checklist-downloads-heading">{t("checklist.downloads.heading")}</h2>
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={pdf.href}>
            {t("checklist.downloads.pdf")}
          </a>{" "}
          <span className={styles.size}>{formatFileSize(pdf.bytes, language)}</span>
        </li>
        <li>
          {/* `download`: a spreadsheet is saved, not shown as text in the browser. */}
          <a className={styles.link} href={csv.href} download>
            {t("checklist.downloads.csv")}
          </a>{" "}
          <span className={styles.size}>{formatFileSize(csv.bytes, language)}</span>
        </li>
      </ul>
      <p className={styles.note}>{t("checklist.downloads.note")}</p>
    </section>
  );
}
