import React, { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { LIMITS, validateLogin, type FieldError, type LoginErrors, type LoginValues } from "../../lib/forms/forms";
import { ErrorSummary, Field } from "./Field";
import * as styles from "./index.module.css";

/**
 * The staff login form. It only checks that both fields are filled: the server side comes in
 * a later issue and no credential of any kind ships in the code, so a complete form is answered with
 * "service unavailable", and nothing typed is lost.
 */
export function LoginForm() {
  const { t } = useTranslation("forms");
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [status, setStatus] = useState("");
  const summaryRef = useRef<HTMLDivElement>(null);
  const message = (field: keyof LoginValues, error: FieldError | undefined) => (error ? t(`forms:errors.${error}`, { max: LIMITS[field] }) : null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus("");
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStatus(t("forms:login.unavailable"));
  };
  const fieldId = (field: keyof LoginValues) => `${id}-${field}`;
  const summary = (Object.keys(errors) as Array<keyof LoginValues>).map((field) => ({
    id: fieldId(field),
    message: `${t(`forms:login.${field}`)}: ${message(field, errors[field])}`,
  }));

  return (
    <form method="post" action={FORM_ENDPOINTS.login} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t("forms:login.heading")}
      </h2>
      <ErrorSummary heading={t("forms:errors.summary")} errors={summary} summaryRef={summaryRef} />
      <Field id={fieldId("username")} label={t("forms:login.username")} error={message("username", errors.username)}>
        {(describedBy, invalid) => (
          <input
            id={fieldId("username")}
            name="username"
            className={styles.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
          />
        )}
      </Field>
      <Field id={fieldId("password")} label={t("forms:login.password")} error={message("password", errors.password)}>
        {(describedBy, invalid) => (
          <input
            id={fieldId("password")}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            required
            value={values.password}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          />
        )}
      </Field>
      <button type="submit" className={styles.submit}>
        {t("forms:login.submit")}
      </button>
      <p className={styles.status} role="status" data-testid="form-status">
        {status}
      </p>
    </form>
  );
}
