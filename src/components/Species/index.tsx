import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { ConservationStatus } from "../../content/content-schema";
import { StatusBadge, StatusLegend } from "./StatusBadge";
import * as styles from "./index.module.css";

export { StatusBadge, StatusLegend } from "./StatusBadge";

export interface SpeciesCard {
  key: string;
  /** Name in the page's language. */
  name: string;
  /** Name in the other language: birders search by the English name, locals by the Portuguese. */
  otherName: string;
  scientificName: string;
  description: string;
  status?: string | null;
  /** Its own page; the CMS preview has none. */
  path?: string | null;
}

interface SpeciesSectionProps {
  id: string;
  heading: string;
  intro: string;
  species: readonly SpeciesCard[];
  legend?: boolean;
}

/** A list of species cards (birds, primates, mammals) under a heading. */
export function SpeciesSection({ id, heading, intro, species, legend = false }: SpeciesSectionProps) {
  const { t } = useTranslation(["wildlife"]);
  return (
    <section className={styles.section} aria-labelledby={`${id}-list-heading`} id={`${id}-list`}>
      <div className={styles.header}>
        <h2 id={`${id}-list-heading`}>{heading}</h2>
        <p>{intro}</p>
      </div>
      <ul className={styles.list}>
        {species.map((s) => (
          <li key={s.key} className={styles.card}>
            <h3 className={styles.name}>{s.path ? <Link to={s.path}>{s.name}</Link> : s.name}</h3>
            <p className={styles.otherName}>{t("wildlife:otherName", { name: s.otherName })}</p>
            <p className={styles.scientific}>
              <span className="visually-hidden">{`${t("wildlife:scientificName")}: `}</span>
              <i lang="la">{s.scientificName}</i>
            </p>
            <p className={styles.description}>{s.description}</p>
            {/* GraphQL gives the status as a string; the content was validated against the enum. */}
            {s.status && <StatusBadge status={s.status as ConservationStatus} />}
          </li>
        ))}
      </ul>
      {legend && <StatusLegend />}
    </section>
  );
}
