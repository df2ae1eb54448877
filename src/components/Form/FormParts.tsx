import React, { useRef, useState } from "react";
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
export function ReturnedResults<Code extends string>({ name, codes, message }: { name: string; codes: readonly Code[]; message: (code: Code) => string }) {
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

/** What sending a form came to: a message for its status line, or the fields the server refused. */
export type SendResult<Errors> = { message: string } | { errors: Errors };

/**
 * The round of every form: check in the page, list the problems (focus on their summary) or send,
 * say so while sending, then show the answer. A second press while sending does nothing.
 */
export function useFormSubmission<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [status, setStatus] = useState("");
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Errors) => {
    setErrors(found);
    setStatus("");
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const submit = async (
    event: React.FormEvent<HTMLFormElement>,
    found: Errors,
    sendingMessage: string,
    send: (form: HTMLFormElement) => Promise<SendResult<Errors>>,
  ) => {
    event.preventDefault();
    if (sending) return;
    if (Object.keys(found).length > 0) return showErrors(found);
    const form = event.currentTarget;
    setErrors({} as Errors);
    setSending(true);
    setStatus(sendingMessage);
    const result = await send(form);
    setSending(false);
    if ("errors" in result) showErrors(result.errors);
    else setStatus(result.message);
  };

  return { errors, status, sending, summaryRef, submit };
}
