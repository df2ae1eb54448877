import React, { useEffect, useState } from "react";
import * as styles from "./index.module.css";

/** A field people never see, in every visitor's form: whoever fills it in is a robot, and is ignored. */
export function RobotTrap({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${id}-website`}>Website</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

interface ConsentProps {
  id: string;
  label: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** The consent a form needs before it is sent, with its error announced with it. */
export function Consent({ id, label, checked, error, onChange }: ConsentProps) {
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <div className={styles.check}>
        <input
          id={id}
          name="consent"
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The answers a form posted without script comes back to (`#<name>-<code>`): each is in the page,
 * hidden, and CSS shows the one the address names.
 */
export function ReturnedResults({ name, codes, message }: { name: string; codes: readonly string[]; message: (code: string) => string }) {
  return (
    <>
      {codes.map((code) => (
        <p key={code} id={`${name}-${code}`} className={`${styles.status} ${styles.returned}`} tabIndex={-1}>
          {message(code)}
        </p>
      ))}
    </>
  );
}

/**
 * Whether the page's script runs. Until it does, a form keeps the browser's own checks (required,
 * type, min), which are all a visitor without script gets before posting; once it runs, the form's
 * own checks, in the page's language, take over.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
