import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import * as styles from "./index.module.css";

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** With an image the hero is full-bleed; it is the page's LCP element, so it loads eagerly. */
  image?: { data: IGatsbyImageData; alt: string } | null;
  size?: "full" | "medium" | "band";
  children?: React.ReactNode;
}

export function PageHero({ title, eyebrow, lead, image, size = "band", children }: PageHeroProps) {
  return (
    <section className={styles.hero} data-size={size} data-has-image={image ? "" : undefined}>
      {image && <GatsbyImage image={image.data} alt={image.alt} className={styles.image} loading="eager" fetchPriority="high" />}
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
