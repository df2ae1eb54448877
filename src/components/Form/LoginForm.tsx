import React, { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { LIMITS, type FieldError } from "../../lib/forms/forms";
import { returnedCode, signIn, validateLogin, type LoginErrors, type LoginValues, type SignInOutcome } from "../../lib/forms/sign-in";
import { ErrorSummary, Field } from "./Field";
import * as styles from "./index.module.css";

interface LoginFormProps {
  /** Where a successful sign-in leads: the staff area in the page's language. */
  next: string;
  /** This login page, where a form post without script comes back to with its message. */
  from: string;
}

/**
 * The staff login form. The browser only checks that both fields are filled (no credential of any
 * kind ships in the code); the server checks the password, slows and locks repeated failures, and
 * sets the session cookie. With script it posts JSON and shows the answer in place; without, the
 * same fields post as a form and the server redirects.
 */
export function LoginForm({ next, from }: LoginFormProps) {
  const { t } = useTranslation(["forms"]);
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [status, setStatus] = useState("");
  const [sending, setSending] = useState(false);
  const failure = (outcome: Exclude<SignInOutcome, { ok: true }>) =>
    t(`forms:login.${outcome.code}`, { seconds: outcome.retryAfter, minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) });

  // A form posted without script comes back here with ?login=<code>.
  useEffect(() => {
    const code = returnedCode(window.location.search);
    if (code) setStatus(t(`forms:login.${code}`, { seconds: 1, minutes: 15 }));
  }, [t]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const message = (field: keyof LoginValues, error: FieldError | undefined) => (error ? t(`forms:errors.${error}`, { max: LIMITS[field] }) : null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus("");
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    setStatus(t("forms:login.sending"));
    const outcome = await signIn({ ...values, next });
    setSending(false);
    if (outcome.ok) {
      setStatus(t("forms:login.success"));
      window.location.assign(outcome.next);
      return;
    }
    // The password is cleared after a failure; the name stays.
    setValues((v) => ({ ...v, password: "" }));
    setStatus(failure(outcome));
  };
  const fieldId = (field: keyof LoginValues) => `${id}-${field}`;
  const summary = (Object.keys(errors) as Array<keyof LoginValues>).map((field) => ({
    id: fieldId(field),
    message: `${t(`forms:login.${field}`)}: ${message(field, errors[field])}`,
  }));

  return (
    <form
      method="post"
      action={FORM_ENDPOINTS.login}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={sending || undefined}
    >
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="from" value={from} />
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
      <button type="submit" className={styles.submit} disabled={sending}>
        {t("forms:login.submit")}
      </button>
      <p className={styles.status} role="status" data-testid="form-status">
        {status}
      </p>
    </form>
  );
}
