import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Enquiry } from "../../server/enquiries/enquiries";
import { STAFF_ENDPOINTS, staffGet } from "../../lib/forms/staff-session";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import { mailtoHref } from "../../lib/forms/guest-text";
import * as formStyles from "../Form/index.module.css";
import { GuestEmail, GuestText } from "./GuestText";
import * as styles from "./index.module.css";

type ListedEnquiry = Enquiry & { stayName: { pt: string; en: string } | null };

/**
 * The latest booking enquiries, each with a reply link that opens a message to the guest, and the
 * newsletter's confirmed list as a CSV download. What the guest wrote is shown through GuestText, so
 * it cannot disguise itself or reorder the page around it.
 */
export function Enquiries({ language, onSignedOut }: { language: Language; onSignedOut: () => void }) {
  const { t } = useTranslation(["forms"]);
  const [enquiries, setEnquiries] = useState<ListedEnquiry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    staffGet<{ enquiries: ListedEnquiry[] }>(STAFF_ENDPOINTS.enquiries)
      .then((found) => {
        if (!active) return;
        if (!found) onSignedOut();
        else setEnquiries(found.enquiries);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [onSignedOut]);

  const day = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <>
      <section aria-labelledby="enquiries-heading" className={styles.review}>
        <h2 id="enquiries-heading" className={formStyles.heading}>
          {t("forms:staff.enquiries.heading")}
        </h2>
        {failed && <p className={formStyles.status}>{t("forms:review.outcome.failed")}</p>}
        {enquiries?.length === 0 && <p>{t("forms:staff.enquiries.empty")}</p>}
        {enquiries && enquiries.length > 0 && (
          <ul className={styles.photos}>
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className={styles.photo}>
                <dl className={styles.facts}>
                  <dt>{t("forms:staff.enquiries.guest")}</dt>
                  <dd>
                    <GuestText value={enquiry.guestName} /> ·{" "}
                    <GuestEmail address={enquiry.guestEmail} href={mailtoHref(enquiry.guestEmail, t("forms:staff.enquiries.replySubject"))} />
                    {enquiry.guestPhone && (
                      <>
                        {" · "}
                        <GuestText value={enquiry.guestPhone} />
                      </>
                    )}
                  </dd>
                  <dt>{t("forms:staff.enquiries.stay")}</dt>
                  <dd>
                    {day(enquiry.checkIn)} – {day(enquiry.checkOut)} ·{" "}
                    {[
                      t("forms:staff.enquiries.adults", { count: enquiry.adults }),
                      ...(enquiry.children > 0 ? [t("forms:staff.enquiries.children", { count: enquiry.children })] : []),
                    ].join(", ")}{" "}
                    · {enquiry.stayName?.[language] ?? t("forms:staff.enquiries.undecided")}
                  </dd>
                  <dt>{t("forms:staff.enquiries.message")}</dt>
                  <dd className={styles.message}>{enquiry.message ? <GuestText value={enquiry.message} lang={enquiry.language} /> : "—"}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="newsletter-heading" className={styles.review}>
        <h2 id="newsletter-heading" className={formStyles.heading}>
          {t("forms:staff.newsletter.heading")}
        </h2>
        <p>
          <a href={STAFF_ENDPOINTS.newsletterExport} download>
            {t("forms:staff.newsletter.export")}
          </a>
        </p>
      </section>
    </>
  );
}
