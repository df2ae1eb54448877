import React from "react";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface TestimonialItem {
  id: string;
  quote: string;
  author: string;
  date: string;
  url?: string | null;
}

/** A year or year-month (content's `date`) written in the page's language: "julho de 2025", "July 2025". */
export function formatTestimonialDate(date: string, locale: string): string {
  const [year, month] = date.split("-");
  if (!month) return year ?? date;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

/** What others have said, each with its source and date, linked to the original where there is one. */
export function Testimonials({ items, locale, linkLabel }: { items: readonly TestimonialItem[]; locale: string; linkLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <figure className={styles.figure}>
            <p className={styles.text}>{item.quote}</p>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              <time dateTime={item.date} className={styles.date}>
                {formatTestimonialDate(item.date, locale)}
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
