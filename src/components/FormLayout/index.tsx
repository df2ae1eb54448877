import React, { useId } from "react";
import * as styles from "./index.module.css";

export interface FormAside {
  heading: string;
  /** What happens after sending, in order: shown as numbered steps. */
  steps: readonly string[];
  /** A fact worth knowing before sending, under the steps. */
  note?: string;
}

/**
 * A form page's body: the form in a column a reader can follow, and beside it on a wide screen (under
 * it on a phone) what happens once it is sent, so a desktop screen is not half empty and nobody sends a
 * form without knowing what comes of it.
 */
export function FormLayout({ aside, children }: { aside: FormAside; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.layout}>
      <div className={styles.form}>{children}</div>
      <aside className={styles.aside} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {aside.heading}
        </h2>
        <ol className={styles.steps}>
          {aside.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {aside.note && <p className={styles.note}>{aside.note}</p>}
      </aside>
    </div>
  );
}
