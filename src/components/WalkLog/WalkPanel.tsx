import React, { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import { LODGE_TIME_ZONE } from "../../lib/format/lodge-time";
import type { Walk } from "../../field-kit/walks/walk";
import { ebirdRecordCsv } from "../../field-kit/walks/ebird-record-csv";
import { walkShareText } from "../../field-kit/walks/share-text";
import { openWalkStore, type WalkStore } from "../../field-kit/walks/walk-store";
import { finishedWalks, finishWalk, startWalk, tick, untick, walkUnderWay } from "../../field-kit/walks/walk-ticks";
import { matchesSearch, WALK_SPECIES_PATH, walkOrder, type WalkData, type WalkSpeciesEntry, type WalkTrail } from "../../field-kit/walks/walk-species";
import * as styles from "./WalkPanel.module.css";

type Loaded = { step: "loading" } | { step: "failed" } | { step: "ready"; data: WalkData; store: WalkStore };

const lodgeDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: LODGE_TIME_ZONE }).format(date);

async function loadWalks(): Promise<{ data: WalkData; store: WalkStore; walks: Walk[] }> {
  const [response, store] = await Promise.all([fetch(WALK_SPECIES_PATH), openWalkStore()]);
  if (!response.ok) throw new Error(`${WALK_SPECIES_PATH} answered ${response.status}`);
  const data = (await response.json()) as WalkData;
  return { data, store, walks: await store.all() };
}

/** The file's name: the day and the trail, so several walks' files are told apart in a download folder. */
const fileName = (walk: Walk) => `ebird-${walk.startedAt.slice(0, 10)}${walk.trailId ? `-${walk.trailId}` : ""}.csv`;

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The walk's ticks, its end and what it is handed on as: loaded when the guest opens the list. */
export default function WalkPanel({ language, trailId }: { language: Language; trailId: string | null }) {
  const { t } = useTranslation(["fieldKit"]);
  const [loaded, setLoaded] = useState<Loaded>({ step: "loading" });
  const [walks, setWalks] = useState<Walk[]>([]);
  const [search, setSearch] = useState("");
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadWalks()
      .then(({ data, store, walks: kept }) => {
        if (!current) return;
        setLoaded({ step: "ready", data, store });
        setWalks(kept);
      })
      .catch(() => current && setLoaded({ step: "failed" }));
    return () => {
      current = false;
    };
  }, []);

  const store = loaded.step === "ready" ? loaded.store : null;
  const data = loaded.step === "ready" ? loaded.data : null;
  const underWay = walkUnderWay(walks);

  /** Every change is written to the phone at once: a walk survives the browser closing at any moment. */
  const keep = useCallback(
    (walk: Walk) => {
      setWalks((all) => [...all.filter((other) => other.id !== walk.id), walk]);
      void store?.save(walk);
    },
    [store],
  );
  const forget = useCallback(
    (walk: Walk) => {
      setWalks((all) => all.filter((other) => other.id !== walk.id));
      void store?.remove(walk.id);
    },
    [store],
  );

  const trailOf = (walk: Walk): WalkTrail | null => data?.trails.find((trail) => trail.id === walk.trailId) ?? null;
  const trailName = (walk: Walk) => trailOf(walk)?.name[language] ?? t("fieldKit:walkNoTrail");
  const time = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: LODGE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

  const order = useMemo(() => (data && underWay ? walkOrder(data.species, underWay.trailId, lodgeDay(new Date())) : null), [data, underWay]);

  if (loaded.step === "loading") return <p className={styles.status}>…</p>;
  if (loaded.step === "failed" || !data)
    return (
      <p className={styles.status} role="alert">
        {t("fieldKit:walkLoadFailed")}
      </p>
    );

  const exportCsv = (walk: Walk) => {
    const trail = trailOf(walk);
    const csv = ebirdRecordCsv(walk, {
      species: data.species,
      trail: trail ? { name: trail.name.en, distanceKm: trail.distanceKm } : null,
      location: { name: trail?.locationName ?? data.lodge.name, latitude: data.lodge.latitude, longitude: data.lodge.longitude },
      region: { stateCode: data.lodge.stateCode, countryCode: data.lodge.countryCode },
    });
    download(csv, fileName(walk));
  };

  const share = async (walk: Walk) => {
    const trail = trailOf(walk);
    const text = walkShareText(
      walk,
      { species: data.species, trail: trail ? { localName: trail.name } : null },
      {
        language,
        noTrail: t("fieldKit:walkNoTrail"),
        present: t("fieldKit:walkPresent"),
        speciesCount: (count) => t("fieldKit:walkSpecies", { count }),
      },
    );
    if (typeof navigator.share === "function") {
      await navigator.share({ text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(text);
    setCopied(walk.id);
  };

  const speciesRow = (walk: Walk, entry: WalkSpeciesEntry) => {
    const ticked = walk.ticks.find((existing) => existing.speciesId === entry.id);
    const name = entry.localName[language];
    const other = entry.localName[language === "pt" ? "en" : "pt"];
    return (
      <li key={entry.id} className={styles.row}>
        <label>
          <input
            type="checkbox"
            checked={ticked !== undefined}
            onChange={(event) => keep(event.target.checked ? tick(walk, entry.id, null) : untick(walk, entry.id))}
          />
          <span className={styles.names}>
            {name}
            <span className={styles.other}>
              {other !== name && `${other} · `}
              <i>{entry.scientificName}</i>
            </span>
          </span>
        </label>
        {ticked && (
          <input
            className={styles.count}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="X"
            aria-label={t("fieldKit:walkCountOf", { name })}
            value={ticked.count ?? ""}
            onChange={(event) => keep(tick(walk, entry.id, event.target.value === "" ? null : Number(event.target.value)))}
          />
        )}
      </li>
    );
  };

  const finished = finishedWalks(walks);
  return (
    <div className={styles.panel}>
      {underWay && order ? (
        <>
          <p className={styles.status}>
            {t("fieldKit:walkSince", { trail: trailName(underWay), time: time(underWay.startedAt) })} ·{" "}
            {t("fieldKit:walkSpecies", { count: underWay.ticks.length })}
          </p>
          <label className={styles.search}>
            <span>{t("fieldKit:walkSearch")}</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby="walk-search-hint" />
            <span className={styles.hint} id="walk-search-hint">
              {t("fieldKit:walkSearchHint")}
            </span>
          </label>
          {order.likely.length > 0 && (
            <>
              <h3>{t("fieldKit:walkLikely")}</h3>
              <ul className={styles.list}>{order.likely.filter((entry) => matchesSearch(entry, search)).map((entry) => speciesRow(underWay, entry))}</ul>
            </>
          )}
          <h3>{t("fieldKit:walkAll")}</h3>
          <ul className={styles.list}>{order.rest.filter((entry) => matchesSearch(entry, search)).map((entry) => speciesRow(underWay, entry))}</ul>
          <FinishForm
            walk={underWay}
            onFinish={(details) => keep(finishWalk(underWay, new Date(), details))}
            onDiscard={() => window.confirm(t("fieldKit:walkDiscardConfirm")) && forget(underWay)}
          />
        </>
      ) : (
        <div className={styles.controls}>
          <button type="button" className={styles.primary} onClick={() => keep(startWalk(crypto.randomUUID(), trailId, new Date()))}>
            {t("fieldKit:walkStart")}
          </button>
        </div>
      )}
      {finished.length > 0 && (
        <>
          <h3>{t("fieldKit:walkFinishedHeading")}</h3>
          <ul className={styles.finished}>
            {finished.map((walk) => (
              <li key={walk.id}>
                <span>
                  {trailName(walk)} ·{" "}
                  {new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: LODGE_TIME_ZONE, dateStyle: "medium" }).format(new Date(walk.startedAt))},{" "}
                  {time(walk.startedAt)}–{time(walk.finishedAt ?? walk.startedAt)} · {t("fieldKit:walkSpecies", { count: walk.ticks.length })}
                </span>
                <div className={styles.controls}>
                  {walk.ticks.length > 0 ? (
                    <>
                      <button type="button" className={styles.primary} onClick={() => exportCsv(walk)}>
                        {t("fieldKit:walkDownload")}
                      </button>
                      <button type="button" className={styles.secondary} onClick={() => void share(walk)}>
                        {t("fieldKit:walkShare")}
                      </button>
                    </>
                  ) : (
                    <span className={styles.status}>{t("fieldKit:walkNoTicks")}</span>
                  )}
                  <button type="button" className={styles.secondary} onClick={() => forget(walk)}>
                    {t("fieldKit:walkDelete")}
                  </button>
                </div>
                {copied === walk.id && (
                  <p className={styles.status} role="status">
                    {t("fieldKit:walkCopied")}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <h3>{t("fieldKit:walkGuideHeading")}</h3>
          <ol className={styles.guide}>
            <li>{t("fieldKit:walkGuide1")}</li>
            <li>{t("fieldKit:walkGuide2")}</li>
            <li>{t("fieldKit:walkGuide3")}</li>
          </ol>
        </>
      )}
    </div>
  );
}

/** The walk's last details, asked when it ends: what eBird asks of a checklist besides its species. */
function FinishForm({
  walk,
  onFinish,
  onDiscard,
}: {
  walk: Walk;
  onFinish: (details: Pick<Walk, "observers" | "allReported" | "comments">) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation(["fieldKit"]);
  const [observers, setObservers] = useState(walk.observers);
  const [allReported, setAllReported] = useState(walk.allReported);
  const [comments, setComments] = useState(walk.comments);
  return (
    <div className={styles.details}>
      <label>
        <span>{t("fieldKit:walkObservers")}</span>
        <input type="number" inputMode="numeric" min={1} step={1} value={observers} onChange={(event) => setObservers(Number(event.target.value))} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={allReported} onChange={(event) => setAllReported(event.target.checked)} />
        <span>{t("fieldKit:walkAllReported")}</span>
      </label>
      <label>
        <span>{t("fieldKit:walkComments")}</span>
        <textarea rows={2} value={comments} onChange={(event) => setComments(event.target.value)} />
      </label>
      <div className={styles.controls}>
        <button type="button" className={styles.primary} onClick={() => onFinish({ observers, allReported, comments })}>
          {t("fieldKit:walkFinish")}
        </button>
        <button type="button" className={styles.secondary} onClick={onDiscard}>
          {t("fieldKit:walkDiscard")}
        </button>
      </div>
    </div>
  );
}
