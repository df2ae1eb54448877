import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface Experience {
  path: string;
  title: string;
  description: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
}

/** Cards that each lead to an experience's own page; the whole card is the link's hit area. */
export function ExperienceCards({ items, linkLabel }: { items: readonly Experience[]; linkLabel: string }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.path} className={styles.card}>
          {item.image && <GatsbyImage image={item.image} alt={item.imageAlt} className={styles.image} />}
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={item.path} className={styles.link}>
                {item.title}
              </Link>
            </h3>
            <p className={styles.description}>{item.description}</p>
            <span className={styles.more} aria-hidden="true">
              {`${linkLabel} `}
              <Icon name="arrow" size={18} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
