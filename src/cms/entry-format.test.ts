import fs from "node:fs";
import path from "node:path";
import type { CmsCollection } from "./cms-config";
import { cmsConfigFor } from "./config-from-content";
import { entryData, fieldsFor, fileText } from "./entry-format";
import { contentJson } from "../content/content-json";

const root = path.resolve(__dirname, "../..");
const config = cmsConfigFor(path.join(root, "content"));
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as CmsCollection;

/** Every file the CMS edits, with its collection. */
const edited = config.collections.flatMap((entry) => entry.files.map((file) => ({ onDisk: file.file, entry })));

/** The same value with every object's keys in reverse: the editor's state keeps no order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    );
  return value;
}

/** A file's text in the layout the CMS writes: the one on disk may be in any valid JSON layout. */
const textOf = (file: string) => contentJson(JSON.parse(fs.readFileSync(path.join(root, file), "utf8")));

describe("the CMS's file format", () => {
  it.each(edited.map((file) => [file.onDisk, file] as const))("writes %s back unchanged, in its layout, when nothing changed", (_name, { onDisk, entry }) => {
    const text = textOf(onDisk);
    // The format is given only the data: it finds the file's fields by the data's keys.
    const value: unknown = JSON.parse(text);
    const held = entryData(fieldsFor(entry, value as Record<string, unknown>), value, entry.list);
    expect(fileText(fieldsFor(entry, held), reversed(held) as Record<string, unknown>, entry.list)).toBe(text);
  });

  it("changes only the edited value", () => {
    const trails = collection("trails");
    const fields = trails.files[0]?.fields ?? [];
    const text = textOf("content/trails.json");
    const data = entryData(fields, JSON.parse(text), true) as { items: Array<{ description: { en: string } }> };
    (data.items[0] as { description: { en: string } }).description.en = "Changed.";
    const changedLines = fileText(fields, data, true)
      .split("\n")
      .filter((line, index) => line !== text.split("\n")[index]);
    expect(changedLines).toEqual(['      "en": "Changed."']);
  });

  it("leaves out optional fields the editor left empty, keeps null and the lodge's unset values", () => {
    const rooms = collection("rooms").files[0]?.fields ?? [];
    const room = { id: "x", name: { pt: "Quarto", en: "Room" }, guests: { min: "", max: "" }, units: [], view: { pt: "", en: "" } };
    const written = JSON.parse(fileText(rooms, { items: [room] }, true)) as Array<Record<string, unknown>>;
    expect(written[0]).not.toHaveProperty("guests");
    expect(written[0]).not.toHaveProperty("units");
    const routes = collection("routes").files[0]?.fields ?? [];
    const route = JSON.parse(fileText(routes, { items: [{ id: "x", navGroup: undefined, footerGroup: "" }] }, true)) as Array<Record<string, unknown>>;
    expect(route[0]).toMatchObject({ navGroup: null, footerGroup: null });
    const site = collection("site").files[0]?.fields ?? [];
    expect(JSON.parse(fileText(site, { bookingUrl: undefined }, false))).toMatchObject({ bookingUrl: "" });
  });

  it("turns the number widget's text into a number and keeps a key it does not know", () => {
    const trails = collection("trails").files[0]?.fields ?? [];
    const [trail] = JSON.parse(fileText(trails, { items: [{ id: "x", durationHours: "2.5", unknownKey: "kept" }] }, true)) as Array<Record<string, unknown>>;
    expect(trail).toMatchObject({ durationHours: 2.5, unknownKey: "kept" });
  });

  it("refuses to read a list file that holds an object, or the reverse", () => {
    expect(() => entryData([], {}, true)).toThrow(/list/);
    expect(() => entryData([], [], false)).toThrow(/object/);
  });
});
