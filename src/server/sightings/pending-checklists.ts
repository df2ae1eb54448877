import type { EbirdRecord } from "../../lib/ebird/ebird-rows";
import type { SqlValue } from "../data/database";

/** What every row of a checklist must agree on, from its first good row, and what its table row stores. */
export type ChecklistHead = Omit<EbirdRecord, "commonName" | "scientificName" | "taxonomicOrder" | "count">;

export interface PendingChecklist {
  /** The checklist's first good row (null until one is read). */
  head: ChecklistHead | null;
  /** Its records, in the file's order, by scientific name: each an index into the record columns. */
  species: Map<string, number>;
  refused: boolean;
}

export type TakenChecklist = PendingChecklist & { head: ChecklistHead };

/**
 * A copy of a string that shares no memory with the text it was cut from. A field read from the CSV
 * is a slice of the 64 KB of text it came in, and keeps all of it alive: records kept as read would
 * keep the whole file in memory.
 */
export const detached = (value: string) => Buffer.from(value, "utf8").toString("utf8");

/**
 * The checklists of an export as it is read, kept small until they are stored in one transaction:
 * one head per checklist, and per record its scientific name (a Map key), its common name and two
 * numbers in columns. Names, places, dates and protocols repeat on every row and are kept once each.
 * About 150 bytes a record, with its share of its checklist's (measured: 36 MB of heap for the
 * 245,389 records of a 48 MB export); IMPORT_MEMORY_BOUND_BYTES states the whole import's bound.
 */
export class PendingChecklists {
  readonly byId = new Map<string, PendingChecklist>();
  private readonly strings = new Map<string, string>();
  private readonly commonNames: string[] = [];
  private readonly orders: Array<number | null> = [];
  private readonly counts: Array<number | null> = [];

  /** One copy of each repeated value, detached from the text it was read in. */
  shared(value: string): string {
    let kept = this.strings.get(value);
    if (kept === undefined) {
      kept = detached(value);
      this.strings.set(kept, kept);
    }
    return kept;
  }

  /** The checklist of this Submission ID, new if this is its first row; one without an ID is new each time and never stored. */
  checklist(id: string): PendingChecklist {
    let checklist = this.byId.get(id);
    if (!checklist) {
      checklist = { head: null, species: new Map(), refused: false };
      if (id !== "") this.byId.set(detached(id), checklist);
    }
    return checklist;
  }

  /** A checklist's head from its first good row. */
  head(record: EbirdRecord): ChecklistHead {
    return {
      submissionId: detached(record.submissionId),
      locationId: this.shared(record.locationId),
      date: this.shared(record.date),
      time: record.time === null ? null : this.shared(record.time),
      protocol: this.shared(record.protocol),
      durationMinutes: record.durationMinutes,
      complete: record.complete,
      observers: record.observers,
    };
  }

  add(checklist: PendingChecklist, record: EbirdRecord): void {
    checklist.species.set(this.shared(record.scientificName), this.commonNames.length);
    this.commonNames.push(this.shared(record.commonName));
    this.orders.push(record.taxonomicOrder);
    this.counts.push(record.count);
  }

  /** The checklists without a refused line, in the order the file first named them. */
  taking(): TakenChecklist[] {
    return [...this.byId.values()].filter((checklist): checklist is TakenChecklist => checklist.head !== null && !checklist.refused);
  }

  /** The species of each record of these checklists, in order, with the record's common name. */
  *species(checklists: readonly TakenChecklist[]): Generator<{ scientificName: string; commonName: string }> {
    for (const checklist of checklists)
      for (const [scientificName, index] of checklist.species) yield { scientificName, commonName: this.commonNames[index] ?? "" };
  }

  /** Their records as rows of ebird_records (submission_id, scientific_name, common_name, taxonomic_order, how_many), made one at a time. */
  *recordRows(checklists: readonly TakenChecklist[]): Generator<SqlValue[]> {
    for (const checklist of checklists)
      for (const [scientificName, index] of checklist.species)
        yield [checklist.head.submissionId, scientificName, this.commonNames[index] ?? "", this.orders[index] ?? null, this.counts[index] ?? null];
  }
}
