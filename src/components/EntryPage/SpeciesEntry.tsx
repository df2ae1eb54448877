import React from "react";
import { useTranslation } from "react-i18next";
import type { ConservationStatus } from "../../content/content-schema";
import type { Language } from "../../lib/i18n/languages";
import type { SpeciesSightings as Sightings } from "../../lib/routing/page-context";
import { type EntryLink, RelatedEntries } from "../EntryNav";
import { PageHero } from "../PageHero";
import { StatusBadge } from "../Species/StatusBadge";
import * as styles from "./entry.module.css";
import { SpeciesSightings } from "./SpeciesSightings";

export interface SpeciesEntryProps {
  /** The field guides' name, above the species' own. */
  listingName: string;
  name: string;
  /** The name in the page's other language. */
  otherName: string;
  scientificName: string;
  status: ConservationStatus | null;
  description: string;
  whereToLook: string | null;
  /** The trails whose lists name the species. */
  trails: readonly EntryLink[];
  /** The species seen on those same trails. */
  related: readonly EntryLink[];
  /** Its year in the lodge's eBird records; absent without records (and in the CMS preview, which has none). */
  sightings?: Sightings | undefined;
  language: Language;
}

/** A species' page below the site's header: both names, scientific name, status, description, where to look, related species. */
export function SpeciesEntry({
  listingName,
  name,
  otherName,
  scientificName,
  status,
  description,
  whereToLook,
  trails,
  related,
  sightings,
  language,
}: SpeciesEntryProps) {
  const { t } = useTranslation(["wildlife"]);
  return (
    <>
      <PageHero title={name} eyebrow={listingName} lead={t("wildlife:otherName", { name: otherName })} />
      <article className={styles.entry}>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{t("wildlife:scientificName")}</dt>
            <dd className={styles.scientific}>
              <i lang="la">{scientificName}</i>
            </dd>
          </div>
          {status && (
            <div>
              <dt className={styles.term}>{t("wildlife:status.heading")}</dt>
              <dd>
                <StatusBadge status={status} />
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.description}>{description}</p>
        <RelatedEntries id="where-to-look" heading={t("wildlife:whereToLook")} links={trails}>
          {whereToLook && <p>{whereToLook}</p>}
          {trails.length > 0 && <p>{t("wildlife:seenOnTrails")}</p>}
        </RelatedEntries>
        {sightings && <SpeciesSightings name={name} sightings={sightings} language={language} />}
        <RelatedEntries id="related-species" heading={t("wildlife:related")} links={related} />
      </article>
    </>
  );
}
