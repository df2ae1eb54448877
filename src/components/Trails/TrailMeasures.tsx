import React from "react";
import { useTranslation } from "react-i18next";
import type { TrailDifficulty, TrailMode } from "../../content/content-schema";
import { formatDuration } from "../../lib/format/measures";
import * as measures from "./measures.module.css";

interface Measured {
  durationHours: number;
  distanceText: string;
  difficulty: string;
  mode: string;
}

// GraphQL gives a content enum as a string; the content was validated against the enum (`as` below).
/** What a trail asks of a walker: duration, distance, difficulty and how it is walked or paddled, in the lodge's own labels. */
export function TrailMeasures({ trail }: { trail: Measured }) {
  const { t } = useTranslation(["screens"]);
  return (
    <dl className={measures.measures}>
      <div>
        <dt>{t("screens:trails.duration")}</dt>
        <dd>{formatDuration(trail.durationHours)}</dd>
      </div>
      <div>
        <dt>{t("screens:trails.distance")}</dt>
        <dd>{trail.distanceText}</dd>
      </div>
      <div>
        <dt>{t("screens:trails.difficulty")}</dt>
        <dd data-difficulty={trail.difficulty}>{t(`screens:trails.difficulties.${trail.difficulty as TrailDifficulty}`)}</dd>
      </div>
      <div>
        <dt>{t("screens:trails.mode")}</dt>
        <dd>{t(`screens:trails.modes.${trail.mode as TrailMode}`)}</dd>
      </div>
    </dl>
  );
}
