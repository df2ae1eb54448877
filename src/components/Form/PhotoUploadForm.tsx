import React, { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { photoWordingValues, uploadFieldWording } from "../../lib/forms/field-wording";
import { LIMITS } from "../../lib/forms/forms";
import {
  acceptAttribute,
  isPhotoRefusal,
  sendPhoto,
  UPLOAD_RESULTS,
  validatePhotoUpload,
  type PhotoRules,
  type PhotoUploadErrors,
  type PhotoUploadValues,
  type UploadResult,
} from "../../lib/forms/photo-upload";
import { WITHOUT_JS } from "../../lib/behaviours/without-js";
import { isLanguage } from "../../lib/i18n/languages";
import { ErrorSummary, Field } from "./Field";
import { Consent, FormAnswerLines, ReturnedResults, RobotTrap, useFormSubmission } from "./FormParts";
import { useHydrated } from "./use-hydrated";
import * as styles from "./index.module.css";

type FieldName = keyof PhotoUploadValues;
const FIELDS: readonly FieldName[] = ["name", "email", "photo", "caption", "consent"];
const EMPTY: PhotoUploadValues = { name: "", email: "", photo: null, caption: "", consent: false };

interface PhotoUploadFormProps {
  rules: PhotoRules & { minSidePixels: number; maxMegapixels: number };
  productName: string;
  /** This page's own path: a post without script comes back here with its result. */
  from: string;
}

/**
 * The guests' photo upload form: name, e-mail, photo, caption and consent, with the limits stated and
 * checked in the browser, then again (by the file's bytes) on the server. With script it is sent in
 * the background and the answer shown here; a refused form keeps everything typed or chosen. Without
 * script the browser posts it and comes back to `#upload-<result>`, whose message CSS shows.
 */
export function PhotoUploadForm({ rules, productName, from }: PhotoUploadFormProps) {
  const { t, i18n } = useTranslation(["forms"]);
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<PhotoUploadValues>(EMPTY);
  const { errors, status, alert, sending, summaryRef, submit } = useFormSubmission<PhotoUploadErrors>();
  const messageValues = photoWordingValues(rules, isLanguage(i18n.language) ? i18n.language : "pt");
  const resultMessage = (code: UploadResult) => t(`forms:upload.results.${code}`, messageValues);
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const message = (field: FieldName, error: PhotoUploadErrors[FieldName]) => {
    if (!error) return null;
    const wording = uploadFieldWording(field, error, messageValues);
    return t(wording.key, wording.values);
  };
  const set = <K extends FieldName>(field: K, value: PhotoUploadValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submit(event, validatePhotoUpload(values, rules), t("forms:upload.sending"), async (form) => {
      const outcome = await sendPhoto(new FormData(form));
      // The summary lists only this form's fields, so whatever else the answer names is left out.
      if (outcome.code === "fields" && FIELDS.some((field) => outcome.fields[field])) return { errors: outcome.fields };
      // A photo refused by its bytes is the photo field's problem, said beside it; the file stays chosen.
      if (isPhotoRefusal(outcome.code)) return { errors: { photo: outcome.code } };
      if (outcome.code === "sent") {
        form.reset();
        setValues(EMPTY);
      }
      return { message: resultMessage(outcome.code), failed: outcome.code !== "sent" };
    });
  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({
    id: fieldId(field),
    message: `${field === "consent" ? t("forms:upload.consentShort") : t(`forms:upload.${field}`)}: ${message(field, errors[field])}`,
  }));
  const required = t("forms:upload.required");
  const textInput = (field: "name" | "email" | "caption", props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field
      id={fieldId(field)}
      label={t(`forms:upload.${field}`)}
      hint={t(`forms:upload.${field}Hint`, { max: LIMITS.caption })}
      error={message(field, errors[field])}
      required={field !== "caption"}
      requiredLabel={required}
    >
      {(describedBy, invalid) => (
        <input
          id={fieldId(field)}
          name={field}
          className={styles.input}
          value={values[field]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          required={field !== "caption"}
          onChange={(event) => set(field, event.target.value)}
          {...props}
        />
      )}
    </Field>
  );

  return (
    <form
      method="post"
      action={FORM_ENDPOINTS.photoUpload}
      encType="multipart/form-data"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t("forms:upload.heading")}
      </h2>
      <ReturnedResults name="upload" codes={UPLOAD_RESULTS} succeeded={["sent"]} message={(code) => resultMessage(code as UploadResult)} />
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <input type="hidden" name="from" value={from} />
      <RobotTrap id={id} />
      {textInput("name", { autoComplete: "name" })}
      {textInput("email", { type: "email", autoComplete: "email", inputMode: "email", spellCheck: false })}
      <Field
        id={fieldId("photo")}
        label={t("forms:upload.photo")}
        hint={t("forms:upload.photoHint", messageValues)}
        error={message("photo", errors.photo)}
        required
        requiredLabel={required}
      >
        {(describedBy, invalid) => (
          // The native picker speaks the browser's language; this one speaks the page's.
          <div className={styles.file}>
            <input
              id={fieldId("photo")}
              name="photo"
              type="file"
              accept={acceptAttribute(rules)}
              className={styles.fileInput}
              {...WITHOUT_JS.native}
              aria-invalid={invalid || undefined}
              // The chosen file's name describes the picker only where a script keeps it up to date.
              aria-describedby={[describedBy, hydrated && `${fieldId("photo")}-chosen`].filter(Boolean).join(" ") || undefined}
              required
              onChange={(event) => {
                const file = event.target.files?.[0];
                set("photo", file ? { name: file.name, type: file.type, size: file.size } : null);
              }}
            />
            {/* Without script nothing could write the chosen file's name here: the browser's own picker shows it instead. */}
            <span className={styles.fileButton} aria-hidden="true" {...WITHOUT_JS.hide}>
              {t("forms:upload.choose")}
            </span>
            <span id={`${fieldId("photo")}-chosen`} className={styles.fileName} {...WITHOUT_JS.hide}>
              {values.photo?.name ?? t("forms:upload.noFile")}
            </span>
          </div>
        )}
      </Field>
      {textInput("caption", {})}
      <Consent
        id={fieldId("consent")}
        label={t("forms:upload.consent", { productName })}
        checked={values.consent}
        error={message("consent", errors.consent)}
        onChange={(consent) => set("consent", consent)}
      />
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {t("forms:upload.submit")}
      </button>
      <FormAnswerLines status={status} alert={alert} />
    </form>
  );
}
