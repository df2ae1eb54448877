import React, { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { INBOX_SEARCH_MAX_LENGTH, INBOX_STATE_ORDER, type InboxQuery, type InboxState } from "../../lib/forms/inbox";
import { Field } from "../Form/Field";
import * as formStyles from "../Form/index.module.css";
import * as styles from "./index.module.css";

interface InboxFinderProps {
  /** The state and search the lists show now. */
  shown: Pick<InboxQuery, "state" | "search">;
  /** Shows the lists for a state and search, from their newest entries. */
  onFind: (found: Pick<InboxQuery, "state" | "search">) => void;
}

/**
 * The inbox's search: part of a guest's name or e-mail address (any case, with or without accents)
 * and the state, applied to both lists when sent; "show all" clears both.
 */
export function InboxFinder({ shown, onFind }: InboxFinderProps) {
  const { t } = useTranslation(["forms"]);
  const [search, setSearch] = useState(shown.search ?? "");
  const [state, setState] = useState<InboxState | "">(shown.state ?? "");
  const filtered = Boolean(shown.search || shown.state);

  const find = (event: FormEvent) => {
    event.preventDefault();
    onFind({ search: search.trim() || undefined, state: state || undefined });
  };
  const clear = () => {
    setSearch("");
    setState("");
    onFind({});
  };

  return (
    <form role="search" className={styles.finder} onSubmit={find} aria-labelledby="inbox-finder-heading">
      <h2 id="inbox-finder-heading" className={styles.subheading}>
        {t("forms:staff.inbox.find.heading")}
      </h2>
      <div className={styles.finderFields}>
        <Field id="inbox-search" label={t("forms:staff.inbox.find.search")}>
          {() => (
            <input
              id="inbox-search"
              name="q"
              type="search"
              className={formStyles.input}
              value={search}
              maxLength={INBOX_SEARCH_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field id="inbox-state" label={t("forms:staff.inbox.find.state")}>
          {() => (
            <select
              id="inbox-state"
              name="state"
              className={formStyles.input}
              value={state}
              onChange={(event) => setState(event.target.value as InboxState | "")}
            >
              <option value="">{t("forms:staff.inbox.find.anyState")}</option>
              {INBOX_STATE_ORDER.map((option) => (
                <option key={option} value={option}>
                  {t(`forms:staff.inbox.state.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.stateButton}>
          {t("forms:staff.inbox.find.submit")}
        </button>
        {filtered && (
          <button type="button" className={styles.stateButton} onClick={clear}>
            {t("forms:staff.inbox.find.clear")}
          </button>
        )}
      </div>
    </form>
  );
}
