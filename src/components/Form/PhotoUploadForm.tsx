import React, { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { fileTypeList } from "../../lib/forms/file-types";
import { LIMITS, type FieldError } from "../../lib/forms/forms";
import {
  acceptAttribute,
  sendPhoto,
  UPLOAD_RESULTS,
  validatePhotoUpload,
  type PhotoRules,
  type PhotoUploadErrors,
  type PhotoUploadValues,
  type UploadResult,
} from "../../lib/forms/photo-upload";
import { isLanguage } from "../../lib/i18n/languages";
import { ErrorSummary, Field } from "./Field";
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
  const { t, i18n } = useTranslation("forms");
  const id = useId();
  const [values, setValues] = useState<PhotoUploadValues>(EMPTY);
  const [errors, setErrors] = useState<PhotoUploadErrors>({});
  const [status, setStatus] = useState("");
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const types = fileTypeList(rules.types, isLanguage(i18n.language) ? i18n.language : "pt");
  const size = `${rules.maxMegabytes} MB`;
  const messageValues = { types, size, minSide: rules.minSidePixels, megapixels: rules.maxMegapixels };
  const resultMessage = (code: UploadResult) => t(`forms:upload.results.${code}`, messageValues);
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const message = (field: FieldName, error: FieldError | undefined) => {
    if (!error) return null;
    if (field === "photo" && error === "required") return t("forms:errors.photoRequired");
    return t(`forms:errors.${error}`, { max: field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : 0, types, size });
  };
  const set = <K extends FieldName>(field: K, value: PhotoUploadValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const showErrors = (found: PhotoUploadErrors) => {
    setErrors(found);
    setStatus("");
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validatePhotoUpload(values, rules);
    if (Object.keys(found).length > 0) return showErrors(found);
    const form = event.currentTarget;
    setErrors({});
    setSending(true);
    setStatus(t("forms:upload.sending"));
    const outcome = await sendPhoto(new FormData(form));
    setSending(false);
    // The summary lists only this form's fields, so whatever else the answer names is left out.
    if (outcome.code === "fields" && FIELDS.some((field) => outcome.fields[field])) return showErrors(outcome.fields);
    if (outcome.code === "sent") {
      form.reset();
      setValues(EMPTY);
    }
    setStatus(resultMessage(outcome.code));
  };
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
      {UPLOAD_RESULTS.map((code) => (
        <p key={code} id={`upload-${code}`} className={`${styles.status} ${styles.returned}`} tabIndex={-1}>
          {resultMessage(code)}
        </p>
      ))}
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <input type="hidden" name="from" value={from} />
      {/* Filled in only by robots that fill in every field; people never see it. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
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
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy ? `${describedBy} ${fieldId("photo")}-chosen` : `${fieldId("photo")}-chosen`}
              required
              onChange={(event) => {
                const file = event.target.files?.[0];
                set("photo", file ? { name: file.name, type: file.type, size: file.size } : null);
              }}
            />
            <span className={styles.fileButton} aria-hidden="true">
              {t("forms:upload.choose")}
            </span>
            <span id={`${fieldId("photo")}-chosen`} className={styles.fileName}>
              {values.photo?.name ?? t("forms:upload.noFile")}
            </span>
          </div>
        )}
      </Field>
      {textInput("caption", {})}
      <div className={styles.field} data-invalid={errors.consent ? "" : undefined}>
        <div className={styles.check}>
          <input
            id={fieldId("consent")}
            name="consent"
            type="checkbox"
            className={styles.checkbox}
            checked={values.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${fieldId("consent")}-error` : undefined}
            required
            onChange={(event) => set("consent", event.target.checked)}
          />
          <label htmlFor={fieldId("consent")}>{t("forms:upload.consent", { productName })}</label>
        </div>
        {errors.consent && (
          <p id={`${fieldId("consent")}-error`} className={styles.error}>
            {message("consent", errors.consent)}
          </p>
        )}
      </div>
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {t("forms:upload.submit")}
      </button>
      <p className={styles.status} role="status" data-testid="form-status">
        {status}
      </p>
    </form>
  );
}
