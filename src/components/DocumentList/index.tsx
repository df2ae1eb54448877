import React from "react";
import { useTranslation } from "react-i18next";
import { HREFLANG, type Language } from "../../lib/i18n/languages";
import { formatFileSize } from "../../lib/format/measures";
import type { DocumentLanguage } from "../../content/content-schema";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

type LodgeDocument = Queries.DocumentsPageQuery["allLodgeDocument"]["nodes"][number];
// GraphQL gives a content enum as a string; the content was validated against the enum (`as` below).

/** Downloadable documents with their language, format and size, so nobody downloads blind on a slow line. */
export function DocumentList({ documents, language }: { documents: readonly LodgeDocument[]; language: Language }) {
  const { t } = useTranslation(["screens"]);
  return (
    <section className={styles.section} aria-labelledby="document-list-heading">
      <h2 id="document-list-heading">{t("screens:documents.heading")}</h2>
      <ul className={styles.list}>
        {documents.map((document) => {
          const file = document.file;
          const format = (file.extension ?? "").toUpperCase();
          const size = formatFileSize(file.size ?? 0, language);
          const single = document.language === "pt" || document.language === "en";
          return (
            <li key={document.lodgeDocumentId} className={styles.item}>
              <div className={styles.text}>
                <h3>{document.title}</h3>
                <p>{document.description}</p>
                <p className={styles.meta}>
                  {t(`screens:documents.languages.${document.language as DocumentLanguage}`)} · {t("screens:documents.size", { format, size })}
                </p>
              </div>
              <a href={file.publicURL ?? ""} className={styles.download} download hrefLang={single ? HREFLANG[document.language as "pt" | "en"] : undefined}>
                <Icon name="arrow" size={18} className={styles.icon} />
                {` ${t("screens:documents.download")}`}
                <span className="visually-hidden">
                  : {document.title} ({format}, {size})
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
