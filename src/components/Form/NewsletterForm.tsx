import { Link } from "gatsby";
import React, { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { taggedParts } from "../../lib/i18n/tagged-text";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { signUpFieldWording } from "../../lib/forms/field-wording";
import { FORM_RESULTS, NEWSLETTER_SUCCESSES, SIGN_UP_RESULTS, validateSignUp, type SignUpErrors, type SignUpValues } from "../../lib/forms/newsletter";
import { sendForm } from "../../lib/forms/send-form";
import { ErrorSummary, Field } from "./Field";
import { Consent, FormAnswerLines, ReturnedResults, RobotTrap, useFormSubmission } from "./FormParts";
import { useHydrated } from "./use-hydrated";
import * as styles from "./index.module.css";

const EMPTY: SignUpValues = { email: "", consent: false };

interface NewsletterFormProps {
  productName: string;
  /** This page's own path: a post without script, and the links in the mails, come back here with their result. */
  from: string;
  privacyPath: string;
}

/**
 * The newsletter sign-up: an e-mail address and consent. With script it is sent in the background and
 * the answer shown here; without script the browser posts it and comes back to `#newsletter-<result>`.
 * The confirm and unsubscribe links of the mails lead back here too, to their own result.
 */
export function NewsletterForm({ productName, from, privacyPath }: NewsletterFormProps) {
  const { t } = useTranslation(["newsletter", "forms"]);
  const [before, marked, after] = taggedParts(t("newsletter:privacy"), "privacyLink");
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const { errors, status, alert, sending, summaryRef, submit } = useFormSubmission<SignUpErrors>();
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  const errorText = (field: keyof SignUpValues) => {
    const error = errors[field];
    if (!error) return null;
    const wording = signUpFieldWording(field, error);
    return t(wording.key, wording.values);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submit(event, validateSignUp(values), t("newsletter:sending"), async (form) => {
      const outcome = await sendForm(FORM_ENDPOINTS.newsletter, form, SIGN_UP_RESULTS);
      if (outcome.code === "fields" && (outcome.fields["email"] || outcome.fields["consent"])) return { errors: outcome.fields as SignUpErrors };
      if (outcome.code === "sent") {
        form.reset();
        setValues(EMPTY);
      }
      return { message: t(`newsletter:results.${outcome.code}`), failed: outcome.code !== "sent" };
    });

  const summary = [
    ...(errors.email ? [{ id: emailId, message: `${t("newsletter:email")}: ${errorText("email")}` }] : []),
    ...(errors.consent ? [{ id: consentId, message: `${t("newsletter:consentShort")}: ${errorText("consent")}` }] : []),
  ];

  return (
    <form method="post" action={FORM_ENDPOINTS.newsletter} className={styles.form} onSubmit={onSubmit} noValidate={hydrated} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t("newsletter:heading")}
      </h2>
      <ReturnedResults name="newsletter" codes={FORM_RESULTS} succeeded={NEWSLETTER_SUCCESSES} message={(code) => t(`newsletter:results.${code}`)} />
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <input type="hidden" name="from" value={from} />
      <RobotTrap id={id} />
      <Field id={emailId} label={t("newsletter:email")} hint={t("newsletter:emailHint")} error={errorText("email")}>
        {(describedBy, invalid) => (
          <input
            id={emailId}
            name="email"
            type="email"
            className={styles.input}
            placeholder={t("newsletter:emailPlaceholder")}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={values.email}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          />
        )}
      </Field>
      <Consent
        id={consentId}
        label={t("newsletter:consent", { productName })}
        checked={values.consent}
        error={errorText("consent")}
        onChange={(consent) => setValues((current) => ({ ...current, consent }))}
      />
      <p className={styles.hint}>
        {before}
        {marked !== null && <Link to={privacyPath}>{marked}</Link>}
        {after}
      </p>
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {t("newsletter:submit")}
      </button>
      <FormAnswerLines status={status} alert={alert} />
    </form>
  );
}
