import React, { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { STAFF_ENDPOINTS } from "../../lib/forms/staff-session";
import {
  fetchInbox,
  INBOX_STATE_ORDER,
  setEntryState,
  type Flood,
  type InboxKind,
  type InboxQuery,
  type InboxState,
  type LodgeInbox,
} from "../../lib/forms/inbox";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import { mailtoHref } from "../../lib/forms/guest-text";
import * as formStyles from "../Form/index.module.css";
import { GuestEmail, GuestText } from "./GuestText";
import { InboxFinder } from "./InboxFinder";
import { ListPager } from "./ListPager";
import * as styles from "./index.module.css";
import { useStaffList } from "./use-staff-list";

interface InboxProps {
  language: Language;
  csrfToken: string;
  onSignedOut: () => void;
}

interface EntryProps {
  kind: InboxKind;
  entry: { id: string; receivedAt: number; language: Language; state: InboxState };
  language: Language;
  setState: (kind: InboxKind, id: string, state: InboxState) => void;
  children: ReactNode;
}

/** One enquiry or message: when it came and from which language's page, its state, what it says, and the buttons that change its state. */
function InboxEntry({ kind, entry, language, setState, children }: EntryProps) {
  const { t } = useTranslation(["forms"]);
  const received = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeStyle: "short" }).format(entry.receivedAt);
  return (
    <li className={styles.entry} data-state={entry.state}>
      <p className={styles.entryHead}>
        <span>
          {t("forms:staff.inbox.receivedAt")} <time dateTime={new Date(entry.receivedAt).toISOString()}>{received}</time> ·{" "}
          {t(`forms:staff.inbox.language.${entry.language}`)}
        </span>
        <strong className={styles.state}>{t(`forms:staff.inbox.state.${entry.state}`)}</strong>
      </p>
      {children}
      <div className={styles.actions}>
        {INBOX_STATE_ORDER.filter((state) => state !== entry.state).map((state) => (
          <button key={state} type="button" className={styles.stateButton} onClick={() => setState(kind, entry.id, state)}>
            {t(`forms:staff.inbox.setState.${state}`)}
          </button>
        ))}
      </div>
    </li>
  );
}

/** That a form's hourly ceiling refused sendings lately: a flood happened, and when it began. */
function FloodNotice({ floods, language }: { floods: Flood[]; language: Language }) {
  const { t } = useTranslation(["forms"]);
  if (floods.length === 0) return null;
  const when = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.flood} role="note">
      {floods.map((flood) => (
        <p key={flood.form}>{t(`forms:staff.inbox.flood.${flood.form}`, { count: flood.refused, since: when.format(flood.since) })}</p>
      ))}
    </div>
  );
}

/**
 * The lodge's inbox: booking enquiries and messages from the contact form, each newest first a page at
 * a time, with how many wait for a reply, a search by guest and state, and the newsletter's list. A
 * reply link opens a message to the guest; what the guest wrote is shown through GuestText, so it
 * cannot disguise itself or reorder the page. A flood the forms' hourly ceiling stopped is noted on top.
 */
export function Inbox({ language, csrfToken, onSignedOut }: InboxProps) {
  const { t } = useTranslation(["forms"]);
  const [query, setQuery] = useState<InboxQuery>({});
  const fetchPage = useCallback(() => fetchInbox(query), [query]);
  const { list: inbox, status, setStatus, load } = useStaffList<LodgeInbox>(fetchPage, onSignedOut);
  // After a page change, focus goes to its list's heading: the button pressed may be gone or disabled.
  const focusAfterLoad = useRef<string | null>(null);
  useEffect(() => {
    if (!inbox || !focusAfterLoad.current) return;
    document.getElementById(focusAfterLoad.current)?.focus();
    focusAfterLoad.current = null;
  }, [inbox]);
  const showPage = (list: "enquiries" | "messages", cursor: string) => {
    focusAfterLoad.current = `${list}-heading`;
    setQuery((shown) => ({ ...shown, [list]: cursor }));
  };
  const filtered = Boolean(query.search || query.state);

  const setState = async (kind: InboxKind, id: string, state: InboxState) => {
    const outcome = await setEntryState(csrfToken, { kind, id, state });
    if (outcome === "signed-out") return onSignedOut();
    setStatus(outcome === "changed" ? t("forms:staff.inbox.changed", { state: t(`forms:staff.inbox.state.${state}`) }) : t("forms:staff.inbox.failed"));
    if (outcome === "changed") await load();
  };
  const entryProps = { language, setState: (kind: InboxKind, id: string, state: InboxState) => void setState(kind, id, state) };
  const day = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

  return (
    <>
      <p className={formStyles.status} role="status">
        {status}
      </p>
      {inbox && <FloodNotice floods={inbox.floods} language={language} />}
      <InboxFinder shown={query} onFind={(found) => setQuery(found)} />
      <section aria-labelledby="enquiries-heading" className={styles.review}>
        <h2 id="enquiries-heading" className={formStyles.heading} tabIndex={-1}>
          {t("forms:staff.enquiries.heading")}
        </h2>
        {inbox && <p className={styles.waiting}>{t("forms:staff.inbox.waiting", { count: inbox.waiting.enquiries })}</p>}
        {inbox?.enquiries.length === 0 && <p>{t(filtered ? "forms:staff.inbox.find.none" : "forms:staff.enquiries.empty")}</p>}
        {inbox && inbox.enquiries.length > 0 && (
          <ul className={styles.entries}>
            {inbox.enquiries.map((enquiry) => (
              <InboxEntry key={enquiry.id} kind="enquiry" entry={enquiry} {...entryProps}>
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
              </InboxEntry>
            ))}
          </ul>
        )}
        {inbox && (
          <ListPager
            listName={t("forms:staff.enquiries.heading")}
            shownCount={inbox.enquiries.length}
            pages={inbox.pages.enquiries}
            onPage={(cursor) => showPage("enquiries", cursor)}
          />
        )}
      </section>
      <section aria-labelledby="messages-heading" className={styles.review}>
        <h2 id="messages-heading" className={formStyles.heading} tabIndex={-1}>
          {t("forms:staff.messages.heading")}
        </h2>
        {inbox && <p className={styles.waiting}>{t("forms:staff.inbox.waiting", { count: inbox.waiting.messages })}</p>}
        {inbox?.messages.length === 0 && <p>{t(filtered ? "forms:staff.inbox.find.none" : "forms:staff.messages.empty")}</p>}
        {inbox && inbox.messages.length > 0 && (
          <ul className={styles.entries}>
            {inbox.messages.map((message) => (
              <InboxEntry key={message.id} kind="message" entry={message} {...entryProps}>
                <dl className={styles.facts}>
                  <dt>{t("forms:staff.messages.from")}</dt>
                  <dd>
                    <GuestText value={message.guestName} /> ·{" "}
                    <GuestEmail address={message.guestEmail} href={mailtoHref(message.guestEmail, t("forms:staff.messages.replySubject"))} />
                  </dd>
                  <dt>{t("forms:staff.messages.topic")}</dt>
                  <dd>{message.topicName?.[language] ?? message.topic}</dd>
                  <dt>{t("forms:staff.messages.message")}</dt>
                  <dd className={styles.message}>
                    <GuestText value={message.message} lang={message.language} />
                  </dd>
                </dl>
              </InboxEntry>
            ))}
          </ul>
        )}
        {inbox && (
          <ListPager
            listName={t("forms:staff.messages.heading")}
            shownCount={inbox.messages.length}
            pages={inbox.pages.messages}
            onPage={(cursor) => showPage("messages", cursor)}
          />
        )}
      </section>
      <section aria-labelledby="newsletter-heading" className={styles.review}>
        <h2 id="newsletter-heading" className={formStyles.heading}>
          {t("forms:staff.newsletter.heading")}
        </h2>
        {inbox && <p>{t("forms:staff.newsletter.subscribers", { count: inbox.subscribers })}</p>}
        {inbox && inbox.formerSubscribers.count > 0 && <p>{t("forms:staff.newsletter.left", inbox.formerSubscribers)}</p>}
        <p>
          <a href={STAFF_ENDPOINTS.newsletterExport} download>
            {t("forms:staff.newsletter.export")}
          </a>
        </p>
      </section>
    </>
  );
}
