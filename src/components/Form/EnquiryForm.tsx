import React, { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENQUIRY_LIMITS, ENQUIRY_RESULTS, lodgeToday, validateEnquiry, type EnquiryErrors, type EnquiryValues } from "../../lib/forms/enquiry";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { enquiryFieldWording } from "../../lib/forms/field-wording";
import { sendForm } from "../../lib/forms/send-form";
import { newSubmissionKey, SUBMISSION_FIELD } from "../../lib/forms/submission-key";
import { ErrorSummary, Field } from "./Field";
import { FormAnswerLines, ReturnedResults, RobotTrap, useFormSubmission } from "./FormParts";
import { useHydrated } from "./use-hydrated";
import * as own from "./EnquiryForm.module.css";
import * as styles from "./index.module.css";

type FieldName = keyof EnquiryValues;
const FIELDS: readonly FieldName[] = ["checkIn", "checkOut", "adults", "children", "stay", "message", "name", "email", "phone"];
const EMPTY: EnquiryValues = { checkIn: "", checkOut: "", adults: "2", children: "", stay: "undecided", message: "", name: "", email: "", phone: "" };
const REQUIRED: ReadonlySet<FieldName> = new Set(["checkIn", "checkOut", "adults", "stay", "name", "email"]);

export interface StayOption {
  /** `room:<id>` or `package:<id>`, as the server knows them. */
  value: string;
  label: string;
  /** A package's length, shown with its name. */
  days?: number;
}

interface EnquiryFormProps {
  rooms: readonly StayOption[];
  packages: readonly StayOption[];
  /** The stay chosen before the form is shown (a room's own copy of the page); none is "undecided". */
  chosenStay?: string | undefined;
  /** This page's own path: a post without script comes back here with its result. */
  from: string;
}

/**
 * The booking enquiry: the dates, who comes, where they would stay, a message and how to reply. Checked
 * here by the same rules as on the server; with script it is sent in the background and a refused
 * enquiry keeps everything typed. The page may choose the stay beforehand (`chosenStay`), in its HTML,
 * so the choice is there without script too.
 */
export function EnquiryForm({ rooms, packages, chosenStay, from }: EnquiryFormProps) {
  const { t } = useTranslation(["enquiry", "forms"]);
  const id = useId();
  const hydrated = useHydrated();
  const choices = useMemo(() => new Set(["undecided", ...rooms.map((room) => room.value), ...packages.map((item) => item.value)]), [rooms, packages]);
  const initial = chosenStay && choices.has(chosenStay) ? { ...EMPTY, stay: chosenStay } : EMPTY;
  const [values, setValues] = useState<EnquiryValues>(initial);
  // Made in the browser (a static page cannot carry one per visitor): the same enquiry sent again,
  // when its answer was lost, is stored once. A new enquiry after a sent one gets a new key.
  const [submission, setSubmission] = useState("");
  useEffect(() => setSubmission(newSubmissionKey()), []);
  const { errors, status, alert, sending, summaryRef, submit } = useFormSubmission<EnquiryErrors>();
  const set = (field: FieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const message = (field: FieldName): string | null => {
    const error = errors[field];
    if (!error) return null;
    const wording = enquiryFieldWording(field, error);
    return t(wording.key, wording.values);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submit(event, validateEnquiry(values, choices, lodgeToday()), t("enquiry:sending"), async (form) => {
      const outcome = await sendForm(FORM_ENDPOINTS.enquiry, form, ENQUIRY_RESULTS);
      if (outcome.code === "fields" && FIELDS.some((field) => outcome.fields[field])) return { errors: outcome.fields as EnquiryErrors };
      if (outcome.code === "sent") {
        setValues(initial);
        setSubmission(newSubmissionKey());
      }
      return { message: t(`enquiry:results.${outcome.code}`), failed: outcome.code !== "sent" };
    });

  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({ id: fieldId(field), message: `${t(`enquiry:${field}`)}: ${message(field)}` }));

  const field = (
    name: FieldName,
    control: (props: React.InputHTMLAttributes<HTMLElement> & { id: string; name: string }) => React.ReactNode,
    hint?: string,
  ) => (
    <Field
      id={fieldId(name)}
      label={t(`enquiry:${name}`)}
      hint={hint}
      error={message(name)}
      required={REQUIRED.has(name)}
      requiredLabel={t("enquiry:required")}
    >
      {(describedBy, invalid) =>
        control({
          id: fieldId(name),
          name,
          className: styles.input,
          required: REQUIRED.has(name),
          "aria-invalid": invalid || undefined,
          "aria-describedby": describedBy,
        })
      }
    </Field>
  );
  const input = (name: FieldName, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) =>
    field(name, (common) => <input {...common} value={values[name]} onChange={(event) => set(name, event.target.value)} {...props} />, hint);
  const today = hydrated ? lodgeToday() : undefined;

  return (
    <form
      method="post"
      action={FORM_ENDPOINTS.enquiry}
      className={`${styles.form} ${own.wide}`}
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t("enquiry:heading")}
      </h2>
      <p className={own.note}>{t("enquiry:note")}</p>
      <ReturnedResults name="enquiry" codes={ENQUIRY_RESULTS} succeeded={["sent"]} message={(code) => t(`enquiry:results.${code}`)} />
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name={SUBMISSION_FIELD} value={submission} />
      <RobotTrap id={id} />
      <fieldset className={own.group}>
        <legend className={own.legend}>{t("enquiry:stayHeading")}</legend>
        <div className={own.pair}>
          {input("checkIn", { type: "date", min: today })}
          {input("checkOut", { type: "date", min: values.checkIn || today })}
        </div>
        <div className={own.pair}>
          {input("adults", { type: "number", min: 1, max: ENQUIRY_LIMITS.maxAdults, inputMode: "numeric" })}
          {input("children", { type: "number", min: 0, max: ENQUIRY_LIMITS.maxChildren, inputMode: "numeric" })}
        </div>
        {field("stay", (common) => (
          <select {...common} value={values.stay} onChange={(event) => set("stay", event.target.value)}>
            <option value="undecided">{t("enquiry:undecided")}</option>
            <optgroup label={t("enquiry:rooms")}>
              {rooms.map((room) => (
                <option key={room.value} value={room.value}>
                  {room.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("enquiry:packages")}>
              {packages.map((item) => (
                <option key={item.value} value={item.value}>
                  {t("enquiry:packageLabel", { title: item.label, count: item.days })}
                </option>
              ))}
            </optgroup>
          </select>
        ))}
        {field(
          "message",
          (common) => (
            <textarea {...common} rows={5} maxLength={ENQUIRY_LIMITS.message} value={values.message} onChange={(event) => set("message", event.target.value)} />
          ),
          t("enquiry:messageHint", { max: ENQUIRY_LIMITS.message }),
        )}
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t("enquiry:contactHeading")}</legend>
        {input("name", { autoComplete: "name" })}
        {input("email", { type: "email", autoComplete: "email", inputMode: "email", spellCheck: false }, t("enquiry:emailHint"))}
        {input("phone", { type: "tel", autoComplete: "tel" }, t("enquiry:phoneHint"))}
      </fieldset>
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {t("enquiry:submit")}
      </button>
      <FormAnswerLines status={status} alert={alert} />
    </form>
  );
}
