import { readCsv } from "../../lib/ebird/csv-reader";
import { EBIRD_RECORD_COLUMN_COUNT, ebirdRecordCsv, type EbirdRecordContext } from "./ebird-record-csv";
import { WalkExportError, type Walk, type WalkSpecies } from "./walk";

// In taxonomic order, as the caller keeps the list; one trinomial.
const SPECIES: WalkSpecies[] = [
  { id: "undtin1", scientificName: "Crypturellus undulatus", commonName: "Undulated Tinamou", localName: { pt: "jaó", en: "Undulated Tinamou" } },
  {
    id: "blhpar1",
    scientificName: "Pionus menstruus menstruus",
    commonName: "Blue-headed Parrot (Blue-headed)",
    localName: { pt: "maitaca-de-cabeça-azul", en: "Blue-headed Parrot" },
  },
  { id: "tottou1", scientificName: "Ramphastos toco", commonName: "Toco Toucan", localName: { pt: "tucano-toco", en: "Toco Toucan" } },
  { id: "olieel1", scientificName: "Elaenia mesoleuca", commonName: "Olivaceous Elaenia", localName: { pt: "tuque", en: "Olivaceous Elaenia" } },
];

// 23:30 UTC on the 28th is 19:30 on the 28th at the lodge; UTC is already on the 29th when the walk ends.
const WALK: Walk = {
  id: "walk-1",
  trailId: "jatoba",
  startedAt: "2026-11-28T23:30:00Z",
  finishedAt: "2026-11-29T01:05:29Z",
  ticks: [
    { speciesId: "olieel1", count: 2 },
    { speciesId: "tottou1", count: null },
    { speciesId: "undtin1", count: 1 },
    { speciesId: "blhpar1", count: 12 },
  ],
  observers: 2,
  allReported: true,
  comments: 'Rain at dusk,\r\nthen clear\n\nand a "quiet" night',
};

const CONTEXT: EbirdRecordContext = {
  species: SPECIES,
  trail: { name: "Jatobá Trail", distanceKm: 2.4 },
  location: { name: 'Jardim da Amazônia, São José do Rio Claro ("Lodge")', latitude: -13.9591234, longitude: -56.07 },
  region: { stateCode: "MT", countryCode: "BR" },
};

const LOCATION = '"Jardim da Amazônia, São José do Rio Claro (""Lodge"")",-13.959123,-56.07';
const COMMENTS = '"Trail: Jatobá Trail. Rain at dusk, then clear and a ""quiet"" night"';

async function records(csv: string): Promise<string[][]> {
  const read: string[][] = [];
  for await (const record of readCsv([csv])) read.push(record.fields);
  return read;
}

describe("ebirdRecordCsv", () => {
  it("writes one line per species in the list's order, dated and timed at the lodge, Traveling the trail's length in miles", () => {
    expect(ebirdRecordCsv(WALK, CONTEXT)).toBe(
      [
        `Undulated Tinamou,Crypturellus,undulatus,1,,${LOCATION},11/28/2026,19:30,MT,BR,Traveling,2,95,Y,1.49,,${COMMENTS}\n`,
        `Blue-headed Parrot (Blue-headed),Pionus,menstruus menstruus,12,,${LOCATION},11/28/2026,19:30,MT,BR,Traveling,2,95,Y,1.49,,${COMMENTS}\n`,
        `Toco Toucan,Ramphastos,toco,X,,${LOCATION},11/28/2026,19:30,MT,BR,Traveling,2,95,Y,1.49,,${COMMENTS}\n`,
        `Olivaceous Elaenia,Elaenia,mesoleuca,2,,${LOCATION},11/28/2026,19:30,MT,BR,Traveling,2,95,Y,1.49,,${COMMENTS}\n`,
      ].join(""),
    );
  });

  it("reads back as RFC 4180 CSV with 19 fields a line, the quoted location and comments whole", async () => {
    const read = await records(ebirdRecordCsv(WALK, CONTEXT));
    expect(read).toHaveLength(4);
    for (const fields of read) expect(fields).toHaveLength(EBIRD_RECORD_COLUMN_COUNT);
    expect(read[0]?.[5]).toBe('Jardim da Amazônia, São José do Rio Claro ("Lodge")');
    expect(read[0]?.[18]).toBe('Trail: Jatobá Trail. Rain at dusk, then clear and a "quiet" night');
  });

  it("writes a walk without a trail as Stationary with no distance, an incomplete list as N, and plain fields unquoted", async () => {
    const walk: Walk = {
      ...WALK,
      trailId: null,
      startedAt: "2026-07-04T09:05:00Z",
      finishedAt: "2026-07-04T09:05:20Z",
      ticks: [{ speciesId: "tottou1", count: 3 }],
      observers: 1,
      allReported: false,
      comments: "",
    };
    const csv = ebirdRecordCsv(walk, { ...CONTEXT, trail: null, location: { name: "Jardim da Amazônia", latitude: -13.95, longitude: -56.07 } });
    // 20 seconds still make one minute: eBird wants a duration of at least 1.
    expect(csv).toBe("Toco Toucan,Ramphastos,toco,3,,Jardim da Amazônia,-13.95,-56.07,07/04/2026,05:05,MT,BR,Stationary,1,1,N,,,\n");
    expect((await records(csv))[0]).toHaveLength(EBIRD_RECORD_COLUMN_COUNT);
  });

  it("counts an out-and-back trail's length once, and gives the time in the lodge's zone just after its midnight", () => {
    const walk: Walk = {
      ...WALK,
      startedAt: "2026-11-29T04:01:00Z",
      finishedAt: "2026-11-29T06:01:00Z",
      ticks: [{ speciesId: "tottou1", count: 1 }],
      comments: "",
    };
    expect(ebirdRecordCsv(walk, { ...CONTEXT, trail: { name: "Rio Claro Trail", distanceKm: 5 } })).toBe(
      `Toco Toucan,Ramphastos,toco,1,,${LOCATION},11/29/2026,00:01,MT,BR,Traveling,2,120,Y,3.11,,Trail: Rio Claro Trail.\n`,
    );
  });

  const finished = (changes: Partial<Walk>): Walk => ({ ...WALK, ...changes });

  it.each<[string, Walk, EbirdRecordContext, WalkExportError]>([
    ["a walk under way", finished({ finishedAt: null }), CONTEXT, new WalkExportError("unfinished", "walk walk-1 is not finished")],
    ["a walk with no ticks", finished({ ticks: [] }), CONTEXT, new WalkExportError("noTicks", "walk walk-1 has no species ticked")],
    [
      "a species not in the list",
      finished({ ticks: [{ speciesId: "harpy", count: 1 }] }),
      CONTEXT,
      new WalkExportError("unknownSpecies", 'walk walk-1: species "harpy" is not in the species list'),
    ],
    [
      "a species ticked twice",
      finished({
        ticks: [
          { speciesId: "tottou1", count: 1 },
          { speciesId: "tottou1", count: null },
        ],
      }),
      CONTEXT,
      new WalkExportError("duplicateTick", 'walk walk-1: species "tottou1" is ticked more than once'),
    ],
    [
      "a count of zero",
      finished({ ticks: [{ speciesId: "tottou1", count: 0 }] }),
      CONTEXT,
      new WalkExportError("count", 'walk walk-1: the count of "tottou1" is 0, not a whole number above zero or null'),
    ],
    [
      "a count with a fraction",
      finished({ ticks: [{ speciesId: "tottou1", count: 1.5 }] }),
      CONTEXT,
      new WalkExportError("count", 'walk walk-1: the count of "tottou1" is 1.5, not a whole number above zero or null'),
    ],
    [
      "a negative count",
      finished({ ticks: [{ speciesId: "tottou1", count: -2 }] }),
      CONTEXT,
      new WalkExportError("count", 'walk walk-1: the count of "tottou1" is -2, not a whole number above zero or null'),
    ],
    [
      "a count that is not a number",
      finished({ ticks: [{ speciesId: "tottou1", count: NaN }] }),
      CONTEXT,
      new WalkExportError("count", 'walk walk-1: the count of "tottou1" is NaN, not a whole number above zero or null'),
    ],
    [
      "a walk finished before it started",
      finished({ finishedAt: "2026-11-28T23:29:59Z" }),
      CONTEXT,
      new WalkExportError("finishedBeforeStarted", "walk walk-1 finished (2026-11-28T23:29:59Z) before it started (2026-11-28T23:30:00Z)"),
    ],
    [
      "a time without its zone, which would be read in the machine's",
      finished({ startedAt: "2026-11-28T19:30:00" }),
      CONTEXT,
      new WalkExportError("time", 'walk walk-1: startedAt "2026-11-28T19:30:00" is not an ISO 8601 time in UTC'),
    ],
    ["no observers", finished({ observers: 0 }), CONTEXT, new WalkExportError("observers", "walk walk-1: 0 observers is not a whole number above zero")],
    [
      "a location off the globe",
      WALK,
      { ...CONTEXT, location: { name: "Lodge", latitude: -139.5, longitude: -56.07 } },
      new WalkExportError("location", "walk walk-1: the location -139.5, -56.07 is not a latitude and longitude in decimal degrees"),
    ],
    [
      "a trail with no length",
      WALK,
      { ...CONTEXT, trail: { name: "Jatobá Trail", distanceKm: 0 } },
      new WalkExportError("trailDistance", 'walk walk-1: the trail "Jatobá Trail" has a length of 0 km'),
    ],
    [
      "a scientific name with no species after the genus",
      finished({ ticks: [{ speciesId: "tottou1", count: 1 }] }),
      {
        ...CONTEXT,
        species: [{ id: "tottou1", scientificName: "Ramphastos", commonName: "Toco Toucan", localName: { pt: "tucano-toco", en: "Toco Toucan" } }],
      },
      new WalkExportError("scientificName", 'walk walk-1: the scientific name "Ramphastos" of "tottou1" has no species after the genus'),
    ],
  ])("refuses %s, naming the cause", (_case, walk, context, error) => {
    let thrown: unknown;
    try {
      ebirdRecordCsv(walk, context);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(WalkExportError);
    expect(thrown).toMatchObject({ problem: error.problem, message: error.message });
  });
});
