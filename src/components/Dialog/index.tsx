import React, { useId, useRef, useState, type ReactNode } from "react";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

/** `modal`: a centred card; `lightbox`: a centred stage on a near-black overlay; `panel`: slides in from the right. */
export type DialogVariant = "modal" | "lightbox" | "panel";

export interface DialogControls {
  /** The id that labels the dialog when it has no `label`: give it to the dialog's heading. */
  titleId: string;
  /** Closes the dialog as its close button does (for a link inside it that leads away). */
  close: () => void;
}

export interface DialogProps {
  variant?: DialogVariant;
  /** The side panel stays mounted and slides out when false; the centred dialogs mount only while open. */
  open?: boolean;
  /** The visitor closed it: Escape, the overlay, the close button or `close`. */
  onClose: () => void;
  /** Fades in and out over `ms` and calls `done` once faded out (the owner unmounts it then). Without it, a dialog closes at once. */
  fadeOut?: { ms: number; done: () => void };
  /** The accessible name; without it, the element that carries `titleId` names the dialog. */
  label?: string;
  describedBy?: string;
  closeLabel: string;
  closeIconSize?: number;
  /** Locks page scroll while open (the default). */
  lockScroll?: boolean;
  /** Shown in one row with the close button, before it (the mobile menu's language toggle). */
  toolbar?: ReactNode;
  /** On the dialog itself: its size and look within the variant. */
  className?: string;
  /** On the layer behind it (overlay and dialog): the popup sits above the other dialogs. */
  layerClassName?: string;
  id?: string;
  overlayTestId?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode | ((controls: DialogControls) => ReactNode);
}

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");

/**
 * The one modal dialog of the site: while open it locks page scroll, moves focus to its close button
 * and keeps Tab inside, closes on Escape, the overlay or the close button, and gives focus back to
 * whatever had it before (the button that opened it).
 */
export function Dialog(props: DialogProps) {
  const { variant = "modal", open = true, onClose, fadeOut, label, closeIconSize = 22, lockScroll = true, toolbar, children } = props;
  const [closing, setClosing] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const active = open && !closing;

  const close = () => {
    if (closing) return;
    onClose();
    if (!fadeOut) return;
    setClosing(true);
    window.setTimeout(fadeOut.done, fadeOut.ms);
  };
  useScrollLock(active && lockScroll);
  useFocusTrap(active, boxRef, closeRef);
  useEscapeKey(active, close);

  const closeButton = (
    <button ref={closeRef} type="button" className={styles.close} onClick={close}>
      <Icon name="close" size={closeIconSize} />
      <span className="visually-hidden">{props.closeLabel}</span>
    </button>
  );
  return (
    <div
      className={classes(styles.root, styles[variant], props.layerClassName)}
      data-open={open ? "" : undefined}
      data-closing={closing ? "" : undefined}
      style={fadeOut && ({ "--dialog-fade": `${fadeOut.ms}ms` } as React.CSSProperties)}
    >
      {/* The overlay is a pointer convenience; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.overlay} onClick={close} data-testid={props.overlayTestId} />
      {/* Keys given in onKeyDown (the lightbox's arrows) act on the whole dialog, whichever of its controls has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={boxRef}
        id={props.id}
        className={classes(styles.box, props.className)}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={label ? undefined : titleId}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        onKeyDown={props.onKeyDown}
      >
        {toolbar === undefined ? (
          closeButton
        ) : (
          <div className={styles.toolbar}>
            {toolbar}
            {closeButton}
          </div>
        )}
        {typeof children === "function" ? children({ titleId, close }) : children}
      </div>
    </div>
  );
}
