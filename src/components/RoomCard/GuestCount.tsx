import React from "react";
import { useTranslation } from "react-i18next";

/** How many guests a room or apartment takes: "2 guests" when the number is fixed, "2–4 guests" otherwise. */
export function GuestCount({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation(["accommodations"]);
  return <>{min === max ? t("accommodations:guests", { count: max }) : t("accommodations:guestRange", { min, max })}</>;
}
