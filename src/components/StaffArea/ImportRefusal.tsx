import React from "react";
import { useTranslation } from "react-i18next";
import type { FileRefusal } from "../../server/sightings/import-sightings";

/** The cause of a file refused whole, in the page's language. */
function useCause(result: FileRefusal): string {
  const { t } = useTranslation(["forms"]);
  switch (result.problem) {
    case "columns":
      return t("forms:sightings.refused.columns", { columns: result.missing.join(", ") });
    case "syntax":
      return t(`forms:sightings.refused.${result.detail}`, { line: result.line });
    case "empty":
      return t("forms:sightings.refused.empty");
    case "notCsv":
      if (result.looksLike === "zip") return t("forms:sightings.refused.zip");
      if (result.looksLike === "other") return t("forms:sightings.refused.notText");
      return t("forms:sightings.refused.notCsv", { what: t(`forms:sightings.refused.looksLike.${result.looksLike}`) });
    case "separator":
      return t(`forms:sightings.refused.separator.${result.separator}`);
    case "encoding":
      return t("forms:sightings.refused.encoding");
    case "dateFormat":
      return t(`forms:sightings.refused.dateFormat.${result.order}`, { example: result.example, line: result.line });
  }
}

/**
 * A file refused whole, in one paragraph: its cause, that nothing was stored, and, when the file is
 * not eBird's export as eBird wrote it, to send the original. (A zip says what to do itself; a file
 * broken by quotes or empty was not re-saved, and the original would not help.)
 */
export function ImportRefusal({ result }: { result: FileRefusal }) {
  const { t } = useTranslation(["forms"]);
  const cause = useCause(result);
  const sendOriginal = !(result.problem === "syntax" || result.problem === "empty" || (result.problem === "notCsv" && result.looksLike === "zip"));
  return <p>{sendOriginal ? `${cause} ${t("forms:sightings.refused.useOriginal")}` : cause}</p>;
}
