import React from "react";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

interface PhotoStepsProps {
  /** Where the visitor is ("2 of 5"), announced as it changes. */
  position: string;
  /** The buttons' accessible names. */
  labels: { previous: string; next: string };
  onStep: (delta: 1 | -1) => void;
  /** The host lays out the row (justify-content, gap) and may set --step-border, --step-hover, --step-position-width. */
  className?: string;
}

/** Previous and next buttons around the position: the photo stepper of the gallery lightbox and the room dialog. */
export function PhotoSteps({ position, labels, onStep, className }: PhotoStepsProps) {
  return (
    <div className={className ? `${styles.steps} ${className}` : styles.steps}>
      <button type="button" className={styles.step} onClick={() => onStep(-1)}>
        <Icon name="arrow" size={20} className={styles.back} />
        <span className="visually-hidden">{labels.previous}</span>
      </button>
      <p className={styles.position} aria-live="polite">
        {position}
      </p>
      <button type="button" className={styles.step} onClick={() => onStep(1)}>
        <Icon name="arrow" size={20} />
        <span className="visually-hidden">{labels.next}</span>
      </button>
    </div>
  );
}
