import fs from "node:fs";
import path from "node:path";
import type { CmsCollection } from "./cms-config";
import { cmsConfigFor } from "./config-from-content";
import { entryProblems, repeatedValueProblem } from "./entry-checks";
import { entryData } from "./entry-format";

const root = path.resolve(__dirname, "../..");
const config = cmsConfigFor(path.join(root, "content"));
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as CmsCollection;
const dataOf = (name: string) => {
  const entry = collection(name);
  return entryData(entry.files[0]?.fields ?? [], JSON.parse(fs.readFileSync(path.join(root, entry.files[0]?.file ?? ""), "utf8")), entry.list) as {
    items: Array<Record<string, unknown>>;
  };
};

describe("the CMS's check before saving", () => {
  it.each(config.collections.map((entry) => entry.name))("accepts the content of %s as it is", (name) => {
    expect(entryProblems(collection(name), dataOf(name))).toEqual([]);
  });

  it("names a repeated id in Portuguese, where the editor sees both", () => {
    const data = dataOf("trails");
    (data.items[1] as Record<string, unknown>).id = data.items[0]?.id;
    expect(entryProblems(collection("trails"), data)).toEqual([
      `Trilhas › 2 › Identificador: «${String(data.items[0]?.id)}» já é usado em Trilhas › 1 › Identificador; cada um precisa ser único.`,
    ]);
  });

  it("tells an id field that its value is repeated, naming every place it is used, and leaves the others alone", () => {
    const data = dataOf("trails");
    const id = String(data.items[0]?.id);
    const last = data.items.length;
    (data.items[last - 1] as Record<string, unknown>).id = id;
    const message = `«${id}» é usado em Trilhas › 1 › Identificador e em Trilhas › ${last} › Identificador; cada um precisa ser único.`;
    expect(repeatedValueProblem(collection("trails"), data, "id", id)).toBe(message);
    expect(repeatedValueProblem(collection("trails"), data, "id", String(data.items[1]?.id))).toBeNull();
    expect(repeatedValueProblem(collection("trails"), dataOf("trails"), "id", id)).toBeNull();
  });

  it("refuses an empty English text and a number out of range, with the field's labels", () => {
    const data = dataOf("trails");
    const first = data.items[0] as { name: { en: string }; durationHours: number };
    first.name.en = " ";
    first.durationHours = 40;
    expect(entryProblems(collection("trails"), data)).toEqual([
      "Trilhas › 1 › Nome › Inglês: falta o texto em inglês.",
      "Trilhas › 1 › Duração (horas): o máximo é 12.",
    ]);
  });

  it("states a rule across fields in Portuguese", () => {
    const data = dataOf("itineraries");
    (data.items[0] as { days: number }).days = 9;
    expect(entryProblems(collection("itineraries"), data)).toEqual([
      expect.stringMatching(/^Roteiros › 1: o plano precisa de um dia para cada dia do roteiro\.$/),
    ]);
  });
});
