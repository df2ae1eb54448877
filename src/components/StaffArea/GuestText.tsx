import React from "react";
import { useTranslation } from "react-i18next";
import { guestTextParts, hiddenMarker } from "../../lib/forms/guest-text";
import * as styles from "./index.module.css";

/**
 * One value a guest sent, as staff see it: isolated (`<bdi>`, its direction its own), so right-to-left
 * text in it cannot reorder the staff area around it, and with every character that could disguise
 * it shown as a marker that names it (guest-text.ts).
 */
export function GuestText({ value, lang }: { value: string; lang?: string }) {
  const { t } = useTranslation(["forms"]);
  return (
    <bdi lang={lang}>
      {guestTextParts(value).map((part, index) =>
        part.kind === "text" ? (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ) : (
          <abbr key={index} className={styles.hidden} title={t("forms:staff.hiddenCharacter", { codePoint: part.codePoint })}>
            {hiddenMarker(part.codePoint)}
          </abbr>
        ),
      )}
    </bdi>
  );
}

/** A guest's e-mail address: a link that writes to it when it is a valid address, else only its text. */
export function GuestEmail({ address, href }: { address: string; href: string | null }) {
  return href ? (
    <a href={href}>
      <GuestText value={address} />
    </a>
  ) : (
    <GuestText value={address} />
  );
}
