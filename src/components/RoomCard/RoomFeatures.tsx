import React from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../Icon";
import { GuestCount } from "./GuestCount";
import * as styles from "./features.module.css";

interface RoomFeaturesProps {
  capacity: { min: number; max: number } | null;
  view: string;
  ideal: string;
}

/** Who a room is for: how many guests, its view, whom it suits; on its card and on its own page. */
export function RoomFeatures({ capacity, view, ideal }: RoomFeaturesProps) {
  const { t } = useTranslation(["accommodations"]);
  return (
    <dl className={styles.features}>
      {capacity && (
        <div>
          <dt>
            <Icon name="users" size={18} /> <span>{t("accommodations:capacity")}</span>
          </dt>
          <dd>
            <GuestCount {...capacity} />
          </dd>
        </div>
      )}
      <div>
        <dt>
          <Icon name="eye" size={18} /> <span>{t("accommodations:view")}</span>
        </dt>
        <dd>{view}</dd>
      </div>
      <div>
        <dt>
          <Icon name="heart" size={18} /> <span>{t("accommodations:ideal")}</span>
        </dt>
        <dd>{ideal}</dd>
      </div>
    </dl>
  );
}
