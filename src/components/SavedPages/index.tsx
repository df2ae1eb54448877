import { Link } from "gatsby";
import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../lib/i18n/languages";
import { OFFLINE_PATHS } from "../../lib/routing/page-context";
import { savedPages, type SavedPage } from "../../field-kit/saved-pages";
import * as styles from "./index.module.css";

/** The pages kept on this phone in the page's language, read once the page runs (the HTML cannot know them). */
export function SavedPages({ language }: { language: Language }) {
  const { t } = useTranslation(["fieldKit"]);
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    if (typeof caches === "undefined") return setPages([]);
    let current = true;
    savedPages(caches, language, Object.values(OFFLINE_PATHS))
      .then((found) => current && setPages(found))
      .catch(() => current && setPages([]));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <section className={styles.saved} aria-labelledby="saved-pages-heading" aria-busy={pages === null}>
      <h2 id="saved-pages-heading">{t("fieldKit:savedHeading")}</h2>
      {pages === null && <p>{t("fieldKit:savedLoading")}</p>}
      {pages?.length === 0 && <p>{t("fieldKit:savedNone")}</p>}
      {pages && pages.length > 0 && (
        <ul className={styles.list}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
