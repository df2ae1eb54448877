import React from "react";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface TestimonialItem {
  id: string;
  quote: string;
  author: string;
  /** The content's year-month (for the `time` element) and as the page shows it, formatted at build time. */
  date: string;
  dateText: string;
  url?: string | null;
}

/** What others have said, each with its source and date, linked to the original where there is one. */
export function Testimonials({ items, linkLabel }: { items: readonly TestimonialItem[]; linkLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <figure className={styles.figure}>
            <p className={styles.text}>{item.quote}</p>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              <time dateTime={item.date} className={styles.date}>
                {item.dateText}
              </time>
            </figcaption>
          </figure>
          {item.url && (
            <ExternalLink href={item.url} className={styles.link}>
              {`${linkLabel} `}
              <Icon name="external" size={16} />
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
