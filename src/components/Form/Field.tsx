import React from "react";
import * as styles from "./index.module.css";

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  requiredLabel?: string;
  /** Renders the control with the ids it must reference (aria-describedby, aria-invalid). */
  children: (describedBy: string | undefined, invalid: boolean) => React.ReactNode;
}

/**
 * A labelled form control with its hint and its error, both announced with the control. The error's
 * element is always there, hidden while there is none: the server's answer to a form posted without
 * script writes a refusal into it (src/server/http/form-page.ts).
 */
export function Field({ id, label, hint, error, required, requiredLabel, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && requiredLabel && <span className={styles.required}> ({requiredLabel})</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(describedBy, Boolean(error))}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error, or its empty place (hidden) where the server's answer page can write one. */
export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return (
    <p id={id} className={styles.error} hidden={!error}>
      {error}
    </p>
  );
}

/** Errors listed at the top of the form after a failed submit, each a link to its field. */
export function ErrorSummary({
  heading,
  errors,
  summaryRef,
}: {
  heading: string;
  errors: Array<{ id: string; message: string }>;
  summaryRef: React.RefObject<HTMLDivElement>;
}) {
  if (errors.length === 0) return null;
  return (
    <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1}>
      <p className={styles.summaryHeading}>{heading}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
