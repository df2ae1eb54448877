import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../ExternalLink";
import { PageHero } from "../PageHero";
import * as entry from "./entry.module.css";
import * as styles from "./press.module.css";

export interface PressEntryProps {
  listingName: string;
  item: {
    title: string;
    source: string;
    year: number;
    description: string;
    fullContent: readonly string[] | null;
    url: string | null;
    watchUrl: string | null;
    exclusive: boolean | null;
  };
  image: { data: IGatsbyImageData; alt: string } | null;
}

/** A news item's page below the site's header: its source and year, the full text, the original report. */
export function PressEntry({ listingName, item, image }: PressEntryProps) {
  const { t } = useTranslation(["screens"]);
  return (
    <>
      <PageHero title={item.title} eyebrow={listingName} lead={`${item.source} · ${item.year}`} />
      <article className={entry.entry}>
        {image && <GatsbyImage image={image.data} alt={image.alt} className={styles.image} />}
        {item.exclusive && <p>{t("screens:press.exclusive")}</p>}
        <p className={entry.description}>{item.description}</p>
        {item.fullContent?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.url && (
          <p>
            <ExternalLink href={item.url}>{t("screens:press.viewOriginal")}</ExternalLink>
          </p>
        )}
        {item.watchUrl && (
          <p>
            <ExternalLink href={item.watchUrl}>{t("screens:press.watch")}</ExternalLink>
          </p>
        )}
      </article>
    </>
  );
}
