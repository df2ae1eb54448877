import React, { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { WITHOUT_JS } from "../../lib/behaviours/without-js";
import { Icon } from "../Icon";
import { GuestCount } from "../RoomCard/GuestCount";
import * as styles from "./index.module.css";

export interface Apartment {
  unitId: string;
  name: string;
  guests: { min: number; max: number };
  description: string;
}

/** The farmhouse apartments' details: one button shows them and hides them again (a disclosure). */
export function ApartmentDetails({ apartments }: { apartments: readonly Apartment[] }) {
  const { t } = useTranslation(["accommodations"]);
  const [shown, setShown] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.apartments}>
      <h4 className={styles.heading}>{t("accommodations:apartments")}</h4>
      <ul className={styles.summary}>
        {apartments.map((apartment) => (
          <li key={apartment.unitId}>
            <span className={styles.name}>{apartment.name}</span>
            <span className={styles.guests}>
              <Icon name="users" size={16} /> <GuestCount {...apartment.guests} />
            </span>
          </li>
        ))}
      </ul>
      <button type="button" {...WITHOUT_JS.hide} className={styles.toggle} aria-expanded={shown} aria-controls={regionId} onClick={() => setShown(!shown)}>
        {shown ? t("accommodations:hideDetails") : t("accommodations:showDetails")}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <dl id={regionId} className={styles.details} hidden={!shown} {...WITHOUT_JS.show}>
        {apartments.map((apartment) => (
          <div key={apartment.unitId} className={styles.detail}>
            <dt>{apartment.name}</dt>
            <dd>{apartment.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
