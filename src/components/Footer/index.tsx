import { Link } from "gatsby";
import { ContactLink } from "../ContactLink";
import React from "react";
import { useTranslation } from "react-i18next";
import { consentStore } from "../../lib/behaviours/consent";
import { footerGroups, type NavRoute } from "../../lib/routing/navigation";
import { ExternalLink } from "../ExternalLink";
import { Icon, type IconName } from "../Icon";
import { Logo } from "../Logo";
import * as styles from "./index.module.css";

/** What the footer shows of site config; a contact or link that is "" (unset) is left out. */
export interface FooterSite {
  productName: string;
  tagline: string;
  email: string;
  feedbackEmail: string;
  phone: string;
  whatsappReservations: string;
  whatsappGuidance: string;
  lodgeReviewUrl: string;
  experienceReviewFormUrl: string;
  social: { instagram: string; facebook: string; youtube: string; linkedin: string };
  /** Who built the site; null while site.json names no one, and then no credit is shown. */
  developerCredit: { name: string; url: string } | null;
}

const SOCIAL: ReadonlyArray<{ key: keyof FooterSite["social"]; name: string }> = [
  { key: "instagram", name: "Instagram" },
  { key: "facebook", name: "Facebook" },
  { key: "youtube", name: "YouTube" },
  { key: "linkedin", name: "LinkedIn" },
];

/**
 * The route table's link columns and Contact, feedback and review links, social links, copyright and
 * credit. A contact or link that site.json leaves unset ("") is not shown, and neither is a column or
 * row left empty by that.
 */
export function Footer({ routes, site, homePath }: { routes: readonly NavRoute[]; site: FooterSite; homePath: string }) {
  const { t } = useTranslation(["common"]);
  const columns = footerGroups(routes);
  const [about, ...rest] = columns;
  const presence = rest.pop();
  const year = new Date().getFullYear();
  const social = SOCIAL.filter(({ key }) => site.social[key] !== "");
  const reservations = site.phone !== "" || site.whatsappReservations !== "";
  const contact = site.email !== "" || reservations || site.whatsappGuidance !== "";

  const column = (group: (typeof columns)[number] | undefined) =>
    group && (
      <div className={styles.column} key={group.group}>
        <h2 className={styles.heading}>{t(`common:footer.${group.group}`)}</h2>
        <ul className={styles.links}>
          {group.links.map((link) => (
            <li key={link.routeId}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <Link to={homePath} className={styles.brand} aria-label={t("common:brandHome", { productName: site.productName })}>
            <Logo className={styles.logo} />
            <span aria-hidden="true">{site.productName}</span>
          </Link>
          <p className={styles.tagline}>{t("common:footer.tagline")}</p>
          {social.length > 0 && (
            <>
              <p className={styles.followHeading}>{t("common:footer.followUs")}</p>
              <ul className={styles.social}>
                {social.map(({ key, name }) => (
                  <li key={key}>
                    <ExternalLink href={site.social[key]} className={styles.socialLink}>
                      <Icon name={key as IconName} label={name} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className={styles.columns}>
          {column(about)}
          {rest.map(column)}
          {contact && (
            <div className={`${styles.column} ${styles.contactColumn}`}>
              <h2 className={styles.heading}>{t("common:footer.contact")}</h2>
              <ul className={styles.links}>
                {site.email !== "" && (
                  <li>
                    <ContactLink channel="email" value={site.email}>
                      <Icon name="mail" size={16} />
                      {` ${site.email}`}
                    </ContactLink>
                  </li>
                )}
                {reservations && (
                  <li>
                    <span className={styles.note}>{t("common:footer.reservationsPhone")}</span>
                    <ContactLink channel="phone" value={site.phone}>
                      <Icon name="phone" size={16} />
                      {` ${site.phone}`}
                    </ContactLink>
                    <ContactLink channel="whatsapp" value={site.whatsappReservations}>
                      <Icon name="whatsapp" size={16} />
                      {` ${site.whatsappReservations}`}
                    </ContactLink>
                  </li>
                )}
                {site.whatsappGuidance !== "" && (
                  <li>
                    <span className={styles.note}>{t("common:footer.guidanceWhatsapp")}</span>
                    <ContactLink channel="whatsapp" value={site.whatsappGuidance}>
                      <Icon name="whatsapp" size={16} />
                      {` ${site.whatsappGuidance}`}
                    </ContactLink>
                  </li>
                )}
              </ul>
            </div>
          )}
          {column(presence)}
        </div>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.feedback}>
          {site.feedbackEmail !== "" && (
            <li>
              <ContactLink channel="email" value={site.feedbackEmail}>
                {t("common:footer.siteFeedback")}
              </ContactLink>
            </li>
          )}
          {site.lodgeReviewUrl !== "" && (
            <li>
              <ExternalLink href={site.lodgeReviewUrl}>{t("common:footer.reviewLodge")}</ExternalLink>
            </li>
          )}
          {site.experienceReviewFormUrl !== "" && (
            <li>
              <ExternalLink href={site.experienceReviewFormUrl}>{t("common:footer.reviewExperience")}</ExternalLink>
            </li>
          )}
          <li>
            {/* Reopens the cookie banner: the choice can be changed at any time. */}
            <button type="button" className={styles.linkButton} onClick={(event) => consentStore.reopen(event.currentTarget)}>
              {t("common:consent.reopen")}
            </button>
          </li>
        </ul>
        <p className={styles.legal}>
          {`© ${year} ${site.productName}. ${t("common:footer.rights")}`}
          {site.developerCredit && <DeveloperCredit credit={site.developerCredit} />}
        </p>
      </div>
    </footer>
  );
}

function DeveloperCredit({ credit }: { credit: { name: string; url: string } }) {
  const { t } = useTranslation(["common"]);
  return (
    <>
      {" "}
      {t("common:footer.developedBy")} {credit.url !== "" ? <ExternalLink href={credit.url}>{credit.name}</ExternalLink> : credit.name}
    </>
  );
}
