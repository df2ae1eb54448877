import React from "react";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import { formatYearMonth } from "../../lib/format/dates";
import type { Language } from "../../lib/i18n/languages";
import * as styles from "./index.module.css";

export interface TestimonialItem {
  id: string;
  quote: string;
  author: string;
  date: string;
  url?: string | null;
}

/** What others have said, each with its source and date, linked to the original where there is one. */
export function Testimonials({ items, language, linkLabel }: { items: readonly TestimonialItem[]; language: Language; linkLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <figure className={styles.figure}>
            <p className={styles.text}>{item.quote}</p>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              <time dateTime={item.date} className={styles.date}>
                {formatYearMonth(item.date, language)}
              </time>
            </figcaption>
          </figure>
          {item.url && (
            <ExternalLink href={item.url} className={styles.link}>
              {linkLabel} <Icon name="external" size={16} />
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
