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

/** The entry with `id` among fetched neighbours, as a link; none for the "no neighbour" id, which no entry has. */
export function neighbourLink<T extends { key: string | number; name: string; slug: string }>(
  nodes: readonly T[],
  id: string | number,
  listingPath: string,
): EntryLink | null {
  const node = nodes.find((candidate) => candidate.key === id);
  return node ? { name: node.name, path: `${listingPath}${node.slug}/` } : null;
}

/** The entry's previous and next in its listing (`neighbourIds`, from the page's context), as EntryNav takes them. */
export function entryNeighbours<T extends { key: string | number; name: string; slug: string }>(
  nodes: readonly T[],
  [previousId, nextId]: readonly [string | number, string | number],
  listingPath: string,
): Pick<EntryNavProps, "previous" | "next"> {
  return { previous: neighbourLink(nodes, previousId, listingPath), next: neighbourLink(nodes, nextId, listingPath) };
}

/** Fetched entries of any kind, as links in the order of `ids` (the content's order); ids with no entry are skipped. */
export function entryLinks<T extends { key: string; name: string; slug: string }>(
  nodes: readonly T[],
  ids: readonly string[],
  listingPath: string,
): EntryLink[] {
  return ids.flatMap((id) => {
    const link = neighbourLink(nodes, id, listingPath);
    return link ? [link] : [];
  });
}

/** A related entry; one the site has no page for (a species known only from the lodge's records) is named, not linked. */
export interface RelatedEntry {
  name: string;
  path: string | null;
}

/** A titled list of links to related entries (a trail's species, a species' trails); nothing when there are none. */
export function RelatedEntries({ id, heading, links, children }: { id: string; heading: string; links: readonly RelatedEntry[]; children?: React.ReactNode }) {
  // Children given as `{condition && …}` may all be false: count what would render.
  if (links.length === 0 && React.Children.toArray(children).length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
      {links.length > 0 && (
        <ul className={styles.relatedList}>
          {links.map((link) => (
            <li key={link.path ?? link.name}>
              {link.path === null ? (
                <span className={styles.unlinked}>{link.name}</span>
              ) : (
                <Link className={styles.link} to={link.path}>
                  {link.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The listing an entry belongs to (the page's route), as a link, from the page's route table. */
export function listingLink(routes: ReadonlyArray<{ routeId: string; navLabel: string; path: string }>, routeId: string): EntryLink {
  const listing = routes.find((route) => route.routeId === routeId);
  if (!listing) throw new Error(`Route ${routeId} is missing from the page query`);
  return { name: listing.navLabel, path: listing.path };
}

/** The Open Graph image of an entry's page from its listing's picture; none (the site's) without one. */
export function listingShareImage(listing: Queries.ListingShareImageFragment | null | undefined, alt: string) {
  const resized = listing?.image?.childImageSharp?.resize;
  if (!resized?.src) return undefined;
  return { src: resized.src, width: resized.width ?? 0, height: resized.height ?? 0, alt: listing?.imageAlt ?? alt };
}
