import React, { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../lib/i18n/languages";
import { formatFileSize } from "../../lib/format/measures";
import { fetchKitList, removeKit, saveKit, savedKit, type KitProgress } from "../../field-kit/kit-download";
import type { KitList } from "../../field-kit/kit-list";
import * as styles from "./FieldKitBox.module.css";

type KitState =
  | { step: "preparing" }
  | { step: "unavailable" }
  | { step: "ready"; list: KitList }
  | { step: "saving"; list: KitList; progress: KitProgress }
  | { step: "saved"; list: KitList }
  | { step: "stopped"; list: KitList };

/** A browser that can keep the kit: Cache Storage and a service worker to answer from it. */
const canKeep = () => typeof caches !== "undefined" && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * Asks the browser to keep what was saved even when the phone runs short of space (Chrome grants it
 * to an installed or much-used site; Safari and Firefox may ask the guest). Asked once, after a save.
 */
async function askToPersist(): Promise<void> {
  if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
}

/**
 * The field kit's box: what the kit is, its size before, a progress bar while it is saved, and, once
 * saved, a way to remove it. Nothing is downloaded until the guest asks.
 */
export default function FieldKitBox({ language }: { language: Language }) {
  const { t } = useTranslation(["fieldKit"]);
  const [state, setState] = useState<KitState>({ step: "preparing" });
  const size = (bytes: number) => formatFileSize(bytes, language);

  useEffect(() => {
    if (!canKeep()) return setState({ step: "unavailable" });
    let current = true;
    (async () => {
      const saved = await savedKit(caches, language);
      const list = await fetchKitList(language).catch(() => null);
      if (!current) return;
      if (saved && (!list || saved.build === list.build)) setState({ step: "saved", list: saved });
      else if (list) setState({ step: "ready", list });
      else setState({ step: "unavailable" });
    })().catch(() => current && setState({ step: "unavailable" }));
    return () => {
      current = false;
    };
  }, [language]);

  const save = useCallback(async (list: KitList) => {
    setState({ step: "saving", list, progress: { doneBytes: 0, totalBytes: list.bytes } });
    try {
      await saveKit(list, caches, (progress) => setState({ step: "saving", list, progress }));
      setState({ step: "saved", list });
      await askToPersist().catch(() => undefined);
    } catch {
      setState({ step: "stopped", list });
    }
  }, []);

  const remove = useCallback(
    async (list: KitList) => {
      await removeKit(caches, language);
      setState({ step: "ready", list });
    },
    [language],
  );

  return (
    <section className={styles.box} aria-labelledby="field-kit-heading">
      <h2 id="field-kit-heading">{t("fieldKit:kitHeading")}</h2>
      <p>{t("fieldKit:kitText")}</p>
      <div className={styles.controls} aria-live="polite">
        {state.step === "preparing" && <span>{t("fieldKit:kitPreparing")}</span>}
        {state.step === "unavailable" && <p className={styles.status}>{t("fieldKit:kitUnavailable")}</p>}
        {(state.step === "ready" || state.step === "stopped") && (
          <>
            <button type="button" className={styles.save} onClick={() => void save(state.list)}>
              {t(state.step === "ready" ? "fieldKit:kitSave" : "fieldKit:kitResume", { size: size(state.list.bytes) })}
            </button>
            {state.step === "stopped" && (
              <p className={styles.status} role="alert">
                {t("fieldKit:kitStopped")}
              </p>
            )}
          </>
        )}
        {state.step === "saving" && (
          <>
            <progress className={styles.progress} max={state.progress.totalBytes} value={state.progress.doneBytes} aria-labelledby="field-kit-progress" />
            <p className={styles.status} id="field-kit-progress">
              {t("fieldKit:kitSaving", { done: size(state.progress.doneBytes), total: size(state.progress.totalBytes) })}
            </p>
          </>
        )}
        {state.step === "saved" && (
          <>
            <p className={styles.status}>{t("fieldKit:kitSaved", { size: size(state.list.bytes) })}</p>
            <button type="button" className={styles.remove} onClick={() => void remove(state.list)}>
              {t("fieldKit:kitRemove")}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
