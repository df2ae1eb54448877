import React from "react";
import { useTranslation } from "react-i18next";
import type { ListPages } from "../../lib/forms/inbox";
import * as styles from "./index.module.css";

interface ListPagerProps {
  /** The list's name, which tells one list's pager from the other's. */
  listName: string;
  shownCount: number;
  pages: ListPages;
  /** Shows the page a cursor names. */
  onPage: (cursor: string) => void;
}

/** How many entries match, and the buttons to the list's newer and older pages (disabled at either end). */
export function ListPager({ listName, shownCount, pages, onPage }: ListPagerProps) {
  const { t } = useTranslation(["forms"]);
  const { older, newer } = pages;
  return (
    <nav className={styles.pager} aria-label={t("forms:staff.inbox.pages.label", { list: listName })}>
      <p className={styles.pagerCount}>{t("forms:staff.inbox.pages.shown", { count: pages.total, shown: shownCount })}</p>
      {(older || newer) && (
        <div className={styles.actions}>
          <button type="button" className={styles.stateButton} disabled={!newer} onClick={() => newer && onPage(newer)}>
            {t("forms:staff.inbox.pages.newer")}
          </button>
          <button type="button" className={styles.stateButton} disabled={!older} onClick={() => older && onPage(older)}>
            {t("forms:staff.inbox.pages.older")}
          </button>
        </div>
      )}
    </nav>
  );
}
