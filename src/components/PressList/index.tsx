import { Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React, { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../ExternalLink";
import { WITHOUT_JS } from "../../lib/behaviours/without-js";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

/** A press item as the listing shows it, with the path of its own page (none in the CMS preview). */
type PressItem = Queries.MediaPressPageQuery["allPressItem"]["nodes"][number] & { path?: string | null };

/** One news item: read more / show less for its full text, the original site, the streaming-only mark. */
function PressCard({ item }: { item: PressItem }) {
  const { t } = useTranslation(["screens"]);
  const [expanded, setExpanded] = useState(false);
  const fullTextId = useId();
  const headingId = useId();
  // Marked as exclusive either way; the watch button waits for an address from the lodge.
  const watchUrl = item.watchUrl ?? "";
  const hasActions = Boolean(item.fullContent) || Boolean(item.url) || watchUrl !== "";
  const image = item.image ? getImage(item.image.childImageSharp) : undefined;
  return (
    <li className={styles.item} data-exclusive={item.exclusive ? "" : undefined} id={`press-${item.pressItemId}`}>
      <article aria-labelledby={headingId} className={image ? styles.withImage : undefined}>
        {image && <GatsbyImage image={image} alt={item.imageAlt ?? ""} className={styles.image} />}
        <p className={styles.meta}>
          <span className="visually-hidden">{t("screens:press.source")}: </span>
          {item.source} · <time dateTime={String(item.year)}>{item.year}</time>
        </p>
        <h3 id={headingId} className={styles.title}>
          {item.path ? <Link to={item.path}>{item.title}</Link> : item.title}
        </h3>
        {item.exclusive && (
          <p className={styles.exclusive}>
            <Icon name="eye" size={18} />
            {` ${t("screens:press.exclusive")}`}
          </p>
        )}
        <p>{item.description}</p>
        {item.fullContent && (
          <div id={fullTextId} className={styles.fullText} hidden={!expanded} {...WITHOUT_JS.show}>
            {item.fullContent.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        {hasActions && (
          <div className={styles.actions}>
            {item.fullContent && (
              <button
                type="button"
                {...WITHOUT_JS.hide}
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={fullTextId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t("screens:press.showLess") : t("screens:press.readMore")}
                <Icon name="chevron" size={18} className={styles.chevron} />
              </button>
            )}
            {item.url && (
              <ExternalLink href={item.url} className={styles.link}>
                {`${t("screens:press.viewOriginal")} `}
                <Icon name="external" size={16} />
              </ExternalLink>
            )}
            {watchUrl !== "" && (
              <ExternalLink href={watchUrl} className={styles.watch}>
                {t("screens:press.watch")}
              </ExternalLink>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The news items of the press page ("they spoke about us"). */
export function PressList({ items }: { items: readonly PressItem[] }) {
  const { t } = useTranslation(["screens"]);
  return (
    <section className={styles.section} aria-labelledby="press-list-heading">
      <h2 id="press-list-heading">{t("screens:press.heading")}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <PressCard key={item.pressItemId} item={item} />
        ))}
      </ul>
    </section>
  );
}
