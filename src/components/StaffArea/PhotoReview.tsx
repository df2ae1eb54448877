import React, { Suspense, lazy, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "../../lib/forms/forms";
import { decidePhoto, fetchReviewQueue, type DecisionOutcome, type QueueFullness, type ReviewPhoto, type ReviewQueue } from "../../lib/forms/photo-review";
import { STAFF_ENDPOINTS } from "../../lib/forms/staff-session";
import { mailtoHref, revealHidden, withoutHidden } from "../../lib/forms/guest-text";
import { INTL_LOCALE, otherLanguage, type Language } from "../../lib/i18n/languages";
import * as formStyles from "../Form/index.module.css";
import { GuestEmail, GuestText } from "./GuestText";
import * as styles from "./index.module.css";
import { useStaffList } from "./use-staff-list";

const RejectQuestion = lazy(() => import("./RejectQuestion"));

interface PhotoReviewProps {
  language: Language;
  csrfToken: string;
  /** Called when the session turns out to have lapsed. */
  onSignedOut: () => void;
}

/** What staff publish with a photo, as the decision sends it. */
interface Published {
  caption: string;
  captionOther: string;
  credit: string;
}

/**
 * One waiting photo: its preview, what the guest sent (as GuestText: nothing in it can disguise itself),
 * and the caption (in the guest's language, and optionally in the other) and credit to publish. Those
 * start as the guest's text without its hidden characters, which a text field could not show and the
 * server refuses to publish.
 */
function PendingPhoto({
  photo,
  language,
  decide,
}: {
  photo: ReviewPhoto;
  language: Language;
  decide: (photo: ReviewPhoto, decision: "approve" | "reject", published: Published) => void;
}) {
  const { t } = useTranslation(["forms"]);
  const id = useId();
  const [caption, setCaption] = useState(withoutHidden(photo.caption));
  const [captionOther, setCaptionOther] = useState("");
  const [credit, setCredit] = useState(withoutHidden(photo.guestName));
  const other = otherLanguage(photo.language);
  // Rejecting deletes the guest's file for good, so it is asked twice, in the page's own dialog.
  const [confirmingReject, setConfirmingReject] = useState(false);
  const name = revealHidden(photo.guestName);
  const sent = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeStyle: "short" }).format(photo.submittedAt);
  return (
    <li className={styles.photo}>
      <img
        src={STAFF_ENDPOINTS.photoFile(photo.id)}
        alt={revealHidden(photo.caption) || t("forms:review.noCaption")}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        className={styles.preview}
      />
      <form
        className={styles.decision}
        aria-label={t("forms:review.photoBy", { name })}
        onSubmit={(event) => {
          event.preventDefault();
          decide(photo, "approve", { caption, captionOther, credit });
        }}
      >
        <dl className={styles.facts}>
          <dt>{t("forms:review.sentBy")}</dt>
          <dd>
            <GuestText value={photo.guestName} /> · <GuestEmail address={photo.guestEmail} href={mailtoHref(photo.guestEmail)} />
          </dd>
          {photo.caption && (
            <>
              <dt>{t("forms:review.guestCaption")}</dt>
              <dd>
                <GuestText value={photo.caption} lang={photo.language} />
              </dd>
            </>
          )}
          <dt>{t("forms:review.sentAt")}</dt>
          <dd>
            {sent} · {t(`forms:review.language.${photo.language}`)} · {photo.width} × {photo.height} px
          </dd>
        </dl>
        <label htmlFor={`${id}-caption`} className={formStyles.label}>
          {t(`forms:review.captionIn.${photo.language}`)}
        </label>
        <textarea
          id={`${id}-caption`}
          className={formStyles.input}
          lang={photo.language}
          rows={2}
          maxLength={LIMITS.caption}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
        <label htmlFor={`${id}-other`} className={formStyles.label}>
          {t(`forms:review.captionOther.${other}`)}
        </label>
        <p id={`${id}-other-hint`} className={formStyles.hint}>
          {t(`forms:review.captionOtherHint.${other}`)}
        </p>
        <textarea
          id={`${id}-other`}
          className={formStyles.input}
          lang={other}
          aria-describedby={`${id}-other-hint`}
          rows={2}
          maxLength={LIMITS.caption}
          value={captionOther}
          onChange={(event) => setCaptionOther(event.target.value)}
        />
        <label htmlFor={`${id}-credit`} className={formStyles.label}>
          {t("forms:review.credit")}
        </label>
        <input id={`${id}-credit`} className={formStyles.input} maxLength={LIMITS.name} value={credit} onChange={(event) => setCredit(event.target.value)} />
        <div className={styles.actions}>
          <button type="submit" className={formStyles.submit}>
            {t("forms:review.approve")}
          </button>
          <button type="button" className={styles.reject} onClick={() => setConfirmingReject(true)}>
            {t("forms:review.reject")}
          </button>
        </div>
      </form>
      {confirmingReject && (
        <Suspense fallback={null}>
          <RejectQuestion
            name={name}
            cancel={() => setConfirmingReject(false)}
            reject={() => {
              setConfirmingReject(false);
              decide(photo, "reject", { caption, captionOther, credit });
            }}
          />
        </Suspense>
      )}
    </li>
  );
}

const MEGABYTE = 1024 * 1024;

/** How full the queue is against its cap, and a warning once guests are being turned away. */
function QueueSize({ queue, language }: { queue: QueueFullness; language: Language }) {
  const { t } = useTranslation(["forms"]);
  const megabytes = new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 1 });
  return (
    <>
      <p>
        {t("forms:review.queue", {
          photos: queue.photos,
          maxPhotos: queue.maxPhotos,
          megabytes: megabytes.format(queue.bytes / MEGABYTE),
          maxMegabytes: megabytes.format(queue.maxBytes / MEGABYTE),
          days: queue.keptDays,
        })}
      </p>
      {queue.full && (
        <p className={formStyles.error} role="alert">
          {t("forms:review.queueFull")}
        </p>
      )}
    </>
  );
}

/**
 * The guests' photos waiting for review. Approving publishes the caption and credit as edited here
 * (never the e-mail) with the next build, which the server starts when a build hook is set;
 * rejecting deletes the file.
 */
export function PhotoReview({ language, csrfToken, onSignedOut }: PhotoReviewProps) {
  const { t } = useTranslation(["forms"]);
  const { list: queue, status, setStatus, load } = useStaffList<ReviewQueue>(fetchReviewQueue, onSignedOut);

  const decide = async (photo: ReviewPhoto, decision: "approve" | "reject", published: Published) => {
    const outcome: DecisionOutcome = await decidePhoto(
      csrfToken,
      decision === "approve" ? { id: photo.id, decision, ...published } : { id: photo.id, decision },
    );
    if (outcome === "signed-out") return onSignedOut();
    setStatus(t(`forms:review.outcome.${outcome}`, { name: revealHidden(photo.guestName) }));
    if (outcome !== "fields" && outcome !== "failed") await load();
  };

  return (
    <section aria-labelledby="review-heading" className={styles.review}>
      <h2 id="review-heading" className={formStyles.heading}>
        {t("forms:review.heading")}
      </h2>
      <p className={formStyles.status} role="status">
        {status}
      </p>
      {queue?.queue && <QueueSize queue={queue.queue} language={language} />}
      {queue && queue.pending.length === 0 && <p>{t("forms:review.empty")}</p>}
      {queue && queue.pending.length > 0 && (
        <ul className={styles.photos}>
          {queue.pending.map((photo) => (
            <PendingPhoto key={photo.id} photo={photo} language={language} decide={(...args) => void decide(...args)} />
          ))}
        </ul>
      )}
      {queue && queue.decided.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t("forms:review.decided")}</h3>
          <ul className={styles.decidedList}>
            {queue.decided.map((photo) => (
              <li key={photo.id}>
                {t(`forms:review.status.${photo.status}`)}:{" "}
                {photo.publishedCaption || photo.caption ? (
                  <GuestText value={photo.publishedCaption || photo.caption} lang={photo.language} />
                ) : (
                  t("forms:review.noCaption")
                )}
                {photo.publishedCaptionOther && (
                  <>
                    {" / "}
                    <GuestText value={photo.publishedCaptionOther} lang={otherLanguage(photo.language)} />
                  </>
                )}{" "}
                — <GuestText value={photo.credit ?? photo.guestName} />
                {photo.reviewedBy ? ` (${photo.reviewedBy})` : ""}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
