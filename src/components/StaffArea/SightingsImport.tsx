import React, { useState } from "react";
import { useTranslation } from "react-i18next";
import { EXPORT_FIELD, MAX_EBIRD_EXPORT_BYTES, uploadSightings, type UploadOutcome } from "../../lib/forms/sightings-import";
import { STAFF_ENDPOINTS } from "../../lib/forms/staff-session";
import { EBIRD_LOCATIONS_PLACE } from "../../cms/ebird-locations-place";
import type { ImportReport } from "../../server/sightings/import-sightings";
import * as formStyles from "../Form/index.module.css";
import { GuestText } from "./GuestText";
import { ImportRefusal } from "./ImportRefusal";
import * as styles from "./index.module.css";

interface SightingsImportProps {
  csrfToken: string;
  /** Called when the session turns out to have lapsed. */
  onSignedOut: () => void;
}

/** The import's report as staff read it: what was taken, what was refused and on which line, what was left out. */
function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation(["forms"]);
  // Lines neither listed nor counted on a listed line like them: past the report's limit.
  const more = report.refusedLines - report.refused.reduce((sum, refusal) => sum + 1 + (refusal.alike ?? 0), 0);
  return (
    <>
      <p>
        {t("forms:sightings.taken", {
          checklists: t("forms:sightings.checklists", { count: report.checklistsTaken }),
          records: t("forms:sightings.records", { count: report.recordsTaken }),
        })}
      </p>
      {report.checklistsAlreadyImported > 0 && <p>{t("forms:sightings.already", { count: report.checklistsAlreadyImported })}</p>}
      {report.refusedLines > 0 && (
        <>
          <p>
            {t("forms:sightings.refusedLines", {
              lines: t("forms:sightings.lines", { count: report.refusedLines }),
              checklists: t("forms:sightings.refusedChecklists", { count: report.checklistsRefused }),
            })}
          </p>
          <ul className={styles.report}>
            {report.refused.map((refusal) => (
              <li key={`${refusal.line}-${refusal.column ?? ""}`}>
                {t("forms:sightings.line", { line: refusal.line })} {refusal.column && <>{refusal.column} </>}
                {refusal.value !== undefined && (
                  <>
                    “<GuestText value={refusal.value} />”{" "}
                  </>
                )}
                — {t(`forms:sightings.problem.${refusal.problem}`)}
                {refusal.alike ? <> {t("forms:sightings.alike", { count: refusal.alike })}</> : null}
              </li>
            ))}
          </ul>
          {more > 0 && <p>{t("forms:sightings.moreLines", { count: more })}</p>}
        </>
      )}
      {report.otherLocations.length > 0 && (
        <>
          <p>{t("forms:sightings.otherLocations", { place: EBIRD_LOCATIONS_PLACE })}</p>
          <ul className={styles.report}>
            {report.otherLocations.map((other) => (
              <li key={other.locationId}>
                {other.locationId} <GuestText value={other.location} />: {t("forms:sightings.rows", { count: other.rows })}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.withoutPortugueseName.length > 0 && (
        <>
          <p>{t("forms:sightings.withoutPortugueseName")}</p>
          <ul className={styles.report}>
            {report.withoutPortugueseName.map((species) => (
              <li key={species.scientificName}>
                <i lang="la">{species.scientificName}</i> (<GuestText value={species.commonName} lang="en" />)
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** What the import answered: its report, or why the file was refused whole. */
export function ImportOutcome({ outcome }: { outcome: Extract<UploadOutcome, { kind: "report" }> }) {
  const { t } = useTranslation(["forms"]);
  const { result, publication } = outcome;
  return (
    <div className={styles.outcome}>
      {result.ok ? <Report report={result} /> : <ImportRefusal result={result} />}
      {result.ok && result.checklistsTaken > 0 && <p>{t(`forms:sightings.publication.${publication ?? "next-build"}`)}</p>}
    </div>
  );
}

/**
 * The lodge's "My eBird Data" export, uploaded to the same import as `npm run sightings -- import
 * FILE`; the report says what was taken and refused. Importing the same file again changes nothing.
 */
export function SightingsImport({ csrfToken, onSignedOut }: SightingsImportProps) {
  const { t } = useTranslation(["forms"]);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get(EXPORT_FIELD);
    if (!(file instanceof Blob) || file.size === 0) return setOutcome({ kind: "problem", code: "fields" });
    setSending(true);
    setOutcome(null);
    const result = await uploadSightings(csrfToken, file);
    setSending(false);
    if (result.kind === "signed-out") return onSignedOut();
    setOutcome(result);
  };

  return (
    <section aria-labelledby="sightings-heading" className={styles.review}>
      <h2 id="sightings-heading" className={formStyles.heading}>
        {t("forms:sightings.heading")}
      </h2>
      <p>{t("forms:sightings.intro")}</p>
      <form method="post" action={STAFF_ENDPOINTS.sightingsImport} encType="multipart/form-data" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="sightings-file" className={formStyles.label}>
          {t("forms:sightings.file")}
        </label>
        <input id="sightings-file" name={EXPORT_FIELD} type="file" accept=".csv,text/csv" required className={formStyles.input} />
        <input type="hidden" name="csrf" value={csrfToken} />
        <button type="submit" className={formStyles.submit} disabled={sending}>
          {t("forms:sightings.submit")}
        </button>
      </form>
      <div role="status" className={formStyles.status}>
        {sending && <p>{t("forms:sightings.sending")}</p>}
        {outcome?.kind === "problem" && <p>{t(`forms:sightings.problemCode.${outcome.code}`, { size: `${MAX_EBIRD_EXPORT_BYTES / 1024 / 1024} MB` })}</p>}
        {outcome?.kind === "report" && <ImportOutcome outcome={outcome} />}
      </div>
    </section>
  );
}
