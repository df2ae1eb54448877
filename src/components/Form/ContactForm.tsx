import React, { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_RESULTS, validateContact, type ContactErrors, type ContactValues } from "../../lib/forms/contact";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { contactFieldWording } from "../../lib/forms/field-wording";
import { LIMITS } from "../../lib/forms/forms";
import { sendForm } from "../../lib/forms/send-form";
import { newSubmissionKey, SUBMISSION_FIELD } from "../../lib/forms/submission-key";
import { ErrorSummary, Field } from "./Field";
import { ReturnedResults, RobotTrap, useFormSubmission } from "./FormParts";
import { useHydrated } from "./use-hydrated";
import * as styles from "./index.module.css";

type FieldName = keyof ContactValues;
const EMPTY: ContactValues = { topic: "", message: "", name: "", email: "" };

interface ContactFormProps {
  /** This page's own path: a post without script comes back here with its result. */
  from: string;
}

/**
 * A message to the lodge on any subject: a topic from the list, the message and how to reply. The
 * way in while the lodge's own addresses are not published, and beside them once they are. Checked
 * here by the server's rules; with script it is sent in the background and a refusal keeps
 * everything typed; without, the server answers a refusal with the form again, values kept.
 */
export function ContactForm({ from }: ContactFormProps) {
  const { t } = useTranslation(["howToGetHere", "forms"]);
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  // Made in the browser: the same message sent again, when its answer was lost, is stored once.
  const [submission, setSubmission] = useState("");
  useEffect(() => setSubmission(newSubmissionKey()), []);
  const { errors, status, sending, summaryRef, submit } = useFormSubmission<ContactErrors>();
  const topics = t("howToGetHere:contactForm.topics", { returnObjects: true }) as Record<string, string>;
  const choices = useMemo(() => new Set(Object.keys(topics)), [topics]);
  const set = (field: FieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const message = (field: FieldName): string | null => {
    const error = errors[field];
    if (!error) return null;
    const wording = contactFieldWording(field, error);
    return t(wording.key, wording.values);
  };
  const label = (field: FieldName) => t(`howToGetHere:contactForm.${field}`);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submit(event, validateContact(values, choices), t("howToGetHere:contactForm.sending"), async (form) => {
      const outcome = await sendForm(FORM_ENDPOINTS.contact, form, CONTACT_RESULTS);
      if (outcome.code === "fields" && CONTACT_FIELDS.some((field) => outcome.fields[field])) return { errors: outcome.fields as ContactErrors };
      if (outcome.code === "sent") {
        setValues(EMPTY);
        setSubmission(newSubmissionKey());
      }
      return { message: t(`howToGetHere:contactForm.results.${outcome.code}`) };
    });

  const summary = CONTACT_FIELDS.filter((field) => errors[field]).map((field) => ({ id: fieldId(field), message: `${label(field)}: ${message(field)}` }));

  const field = (
    name: FieldName,
    control: (props: React.InputHTMLAttributes<HTMLElement> & { id: string; name: string }) => React.ReactNode,
    hint?: string,
  ) => (
    <Field id={fieldId(name)} label={label(name)} hint={hint} error={message(name)} required requiredLabel={t("howToGetHere:contactForm.required")}>
      {(describedBy, invalid) =>
        control({ id: fieldId(name), name, className: styles.input, required: true, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })
      }
    </Field>
  );

  return (
    <form method="post" action={FORM_ENDPOINTS.contact} className={styles.form} onSubmit={onSubmit} noValidate={hydrated} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {t("howToGetHere:contactForm.heading")}
      </h3>
      <p className={styles.hint}>{t("howToGetHere:contactForm.note")}</p>
      <ReturnedResults name="contact" codes={CONTACT_RESULTS} succeeded={["sent"]} message={(code) => t(`howToGetHere:contactForm.results.${code}`)} />
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name={SUBMISSION_FIELD} value={submission} />
      <RobotTrap id={id} />
      {field("topic", (common) => (
        <select {...common} value={values.topic} onChange={(event) => set("topic", event.target.value)}>
          <option value="" disabled>
            {t("howToGetHere:contactForm.chooseTopic")}
          </option>
          {Object.entries(topics).map(([topic, name]) => (
            <option key={topic} value={topic}>
              {name}
            </option>
          ))}
        </select>
      ))}
      {field(
        "message",
        (common) => (
          <textarea {...common} rows={6} maxLength={CONTACT_LIMITS.message} value={values.message} onChange={(event) => set("message", event.target.value)} />
        ),
        t("howToGetHere:contactForm.messageHint", { max: CONTACT_LIMITS.message }),
      )}
      {field("name", (common) => (
        <input {...common} autoComplete="name" maxLength={LIMITS.name} value={values.name} onChange={(event) => set("name", event.target.value)} />
      ))}
      {field(
        "email",
        (common) => (
          <input
            {...common}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={LIMITS.email}
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
          />
        ),
        t("howToGetHere:contactForm.emailHint"),
      )}
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {t("howToGetHere:contactForm.submit")}
      </button>
      <p className={styles.status} role="status" data-testid="form-status">
        {status}
      </p>
    </form>
  );
}
