import React, { useId } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../Dialog";
import * as formStyles from "../Form/index.module.css";
import * as styles from "./index.module.css";

interface RejectQuestionProps {
  /** The guest's name with its hidden characters shown as markers. */
  name: string;
  reject: () => void;
  cancel: () => void;
}

/**
 * Rejecting deletes the guest's file for good, so it is asked again, in the site's own dialog (not
 * the browser's, which names the site's address and reads like a system warning). Loaded only when
 * asked: its styles are not part of the staff page's first paint.
 */
export default function RejectQuestion({ name, reject, cancel }: RejectQuestionProps) {
  const { t } = useTranslation(["forms"]);
  const bodyId = useId();
  return (
    <Dialog onClose={cancel} closeLabel={t("forms:review.rejectDialog.close")} describedBy={bodyId}>
      {({ titleId, close }) => (
        <div className={styles.confirm}>
          <h3 id={titleId}>{t("forms:review.rejectDialog.title")}</h3>
          <p id={bodyId}>{t("forms:review.rejectDialog.body", { name })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.reject} onClick={reject}>
              {t("forms:review.rejectDialog.confirm")}
            </button>
            <button type="button" className={formStyles.submit} onClick={close}>
              {t("forms:review.rejectDialog.cancel")}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
