import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import * as styles from "./index.module.css";

/** Where a picture's subject lies, in % of its width and height (content's `imageFocus`). */
export interface ImageFocus {
  x: number;
  y: number;
}

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  /**
   * With an image the hero is full-bleed; it is the page's LCP element, so it loads eagerly. A phone
   * shows a narrow slice of a wide picture, cut around `focus` (the centre without one).
   */
  image?: { data: IGatsbyImageData; alt: string; focus?: ImageFocus | null } | null;
  size?: "full" | "medium" | "band";
  children?: React.ReactNode;
}

export function PageHero({ title, eyebrow, lead, image, size = "band", children }: PageHeroProps) {
  return (
    <section className={styles.hero} data-size={size} data-has-image={image ? "" : undefined}>
      {image && (
        <GatsbyImage
          image={image.data}
          alt={image.alt}
          className={styles.image}
          objectPosition={image.focus ? `${image.focus.x}% ${image.focus.y}%` : undefined}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
