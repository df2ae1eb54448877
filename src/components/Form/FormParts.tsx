import React, { useRef, useState } from "react";
import { FieldError } from "./Field";
import * as styles from "./index.module.css";

/** A field people never see, in every visitor's form: whoever fills it in is a robot, and is ignored. */
export function RobotTrap({ id }: { id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The answers a form posted without script comes back to (`#<name>-<code>`): each is in the page,
 * hidden, and CSS shows the one the address names, or the one the server's answer page marks
 * (`data-returned`). A refusal or failure is dressed and announced as one.
 */
export function ReturnedResults<Code extends string>({
  name,
  codes,
  message,
  succeeded,
}: {
  name: string;
  codes: readonly Code[];
  message: (code: Code) => string;
  succeeded: readonly Code[];
}) {
  return (
    <>
      {codes.map((code) => {
        const failed = !succeeded.includes(code);
        return (
          <p
            key={code}
            id={`${name}-${code}`}
            className={`${failed ? styles.alert : styles.status} ${styles.returned}`}
            role={failed ? "alert" : undefined}
            tabIndex={-1}
          >
            {message(code)}
          </p>
        );
      })}
    </>
  );
}

/** What sending a form came to: a message (a refusal or failure when `failed`), or the fields the server refused. */
export type SendResult<Errors> = { message: string; failed?: boolean } | { errors: Errors };

/**
 * The round of every form: check in the page, list the problems (focus on their summary) or send,
 * say so while sending, then show the answer: a success in the status line, a refusal or failure as
 * an alert. A second press while sending does nothing; nothing typed is cleared unless it was sent.
 */
export function useFormSubmission<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [status, setStatus] = useState("");
  const [alert, setAlert] = useState("");
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Errors) => {
    setErrors(found);
    setStatus("");
    setAlert("");
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
    setAlert("");
    setSending(true);
    setStatus(sendingMessage);
    const result = await send(form);
    setSending(false);
    if ("errors" in result) return showErrors(result.errors);
    setStatus(result.failed ? "" : result.message);
    setAlert(result.failed ? result.message : "");
  };

  return { errors, status, alert, sending, summaryRef, submit };
}

/**
 * A form's answer lines: the status (sending, sent), a live region kept in the page, and the alert for
 * a refusal or failure, which is announced as it appears.
 */
export function FormAnswerLines({ status, alert }: { status: string; alert: string }) {
  return (
    <>
      {alert && (
        <p className={styles.alert} role="alert" data-testid="form-alert">
          {alert}
        </p>
      )}
      <p className={styles.status} role="status" data-testid="form-status">
        {status}
      </p>
    </>
  );
}
