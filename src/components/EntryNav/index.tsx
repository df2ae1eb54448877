import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./index.module.css";

/** An entry's neighbour in its listing, as the page links to it. */
export interface EntryLink {
  name: string;
  path: string;
}

interface EntryNavProps {
  previous: EntryLink | null;
  next: EntryLink | null;
  /** The listing the entry belongs to: its label and path. */
  listing: EntryLink;
}

/** Previous and next in the listing's order, and the way back to the listing itself. */
export function EntryNav({ previous, next, listing }: EntryNavProps) {
  const { t } = useTranslation(["common"]);
  return (
    <nav className={styles.nav} aria-label={t("common:entryNav.label")}>
      <ul className={styles.neighbours}>
        {previous && (
          <li>
            <Link className={styles.link} to={previous.path} rel="prev">
              <span className={styles.direction}>{t("common:entryNav.previous")}</span> {previous.name}
            </Link>
          </li>
        )}
        {next && (
          <li className={styles.next}>
            <Link className={styles.link} to={next.path} rel="next">
              <span className={styles.direction}>{t("common:entryNav.next")}</span> {next.name}
            </Link>
          </li>
        )}
      </ul>
      <p className={styles.back}>
        <Link className={styles.link} to={listing.path}>
          {t("common:entryNav.back", { listing: listing.name })}
        </Link>
      </p>
    </nav>
  );
}

/** The entry with `id` among fetched neighbours, as a link; none when the id is "" (no neighbour). */
export function neighbourLink<T extends { key: string; name: string; slug: string }>(nodes: readonly T[], id: string, listingPath: string): EntryLink | null {
  const node = id === "" ? undefined : nodes.find((candidate) => candidate.key === id);
  return node ? { name: node.name, path: `${listingPath}${node.slug}/` } : null;
}
