import React, { lazy, Suspense, useRef } from "react";
import type { Language } from "../../lib/i18n/languages";
import { useNear } from "../../hooks/useNear";
import { ChunkBoundary } from "../ChunkBoundary";
import * as styles from "./index.module.css";

// The whole box loads as it comes near the screen: a visit that never scrolls to it pays nothing for it.
const FieldKitBox = lazy(() => import(/* webpackChunkName: "field-kit" */ "./FieldKitBox"));

/**
 * Where the field kit's box goes, on the trails, field guide and checklist pages. It needs script to do
 * anything, so without script there is nothing to show; below the first screen, its arrival moves
 * nothing a reader sees.
 */
export function FieldKitSave({ language }: { language: Language }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place);
  return (
    <div ref={place} className={styles.kit}>
      {near && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <FieldKitBox language={language} />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
