import React, { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../lib/i18n/languages";
import { ChunkBoundary } from "../ChunkBoundary";
import * as styles from "./index.module.css";

// Loaded when the guest opens the list: the species, the store and the eBird file cost a first visit nothing.
const WalkPanel = lazy(() => import(/* webpackChunkName: "field-kit" */ "./WalkPanel"));

/**
 * A walk's ticks on a trail's page (and the checklist's): opened by the guest, then kept on the
 * phone. `trailId` is the trail a walk started here is on; null for birds seen off the trails.
 */
export function WalkLog({ language, trailId }: { language: Language; trailId: string | null }) {
  const { t } = useTranslation(["fieldKit"]);
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.walk} aria-labelledby="walk-heading">
      <h2 id="walk-heading">{t("fieldKit:walkHeading")}</h2>
      <p>{t("fieldKit:walkText")}</p>
      {open ? (
        <ChunkBoundary onFailure={() => setOpen(false)}>
          <Suspense fallback={<p>…</p>}>
            <WalkPanel language={language} trailId={trailId} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <button type="button" className={styles.open} onClick={() => setOpen(true)}>
          {t("fieldKit:walkOpen")}
        </button>
      )}
      <noscript>
        <p>{t("fieldKit:walkNeedsScript")}</p>
      </noscript>
    </section>
  );
}
