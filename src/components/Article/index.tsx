import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React from "react";
import type { RoutePath } from "../../lib/routing/booking";
import { resolveContentLink, type SiteLinkSource } from "../../lib/routing/site-links";
import { Icon } from "../Icon";
import { ContentLinkView } from "./ContentLinkView";
import * as styles from "./index.module.css";

export { ContentLinkView } from "./ContentLinkView";

/** A screen's written content: introduction, key facts, then its sections (content/pages.json). */
export function Article({ content, site, routes }: { content: Queries.ArticleContentFragment; site: SiteLinkSource; routes: readonly RoutePath[] }) {
  return (
    <div className={styles.article}>
      <div className={styles.intro}>
        {content.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {content.facts && content.facts.length > 0 && (
        <dl className={styles.facts}>
          {content.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {content.sections?.map((section) => {
        const image = section.image ? getImage(section.image.childImageSharp) : undefined;
        // A link whose address site.json leaves unset is left out; with none left, so is the row.
        const links = (section.links ?? []).filter((link) => resolveContentLink(link, site, routes) !== null);
        return (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
            data-has-image={image ? "" : undefined}
          >
            <div className={styles.text}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul className={styles.items}>
                  {section.items.map((item) => (
                    <li key={item}>
                      <Icon name="check" />
                      {` ${item}`}
                    </li>
                  ))}
                </ul>
              )}
              {links.length > 0 && (
                <p className={styles.links}>
                  {links.map((link) => (
                    <ContentLinkView key={link.label} link={link} site={site} routes={routes} className={styles.link} />
                  ))}
                </p>
              )}
            </div>
            {image && <GatsbyImage image={image} alt={section.imageAlt ?? ""} className={styles.image} />}
          </section>
        );
      })}
    </div>
  );
}
