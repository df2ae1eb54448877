/**
 * The text of a content file for its value, as Prettier formats this repository's JSON (two spaces,
 * every object open, a list of plain values on one line when it fits the print width). Anything that
 * writes content (the CMS) uses it, so a saved file differs from the old one only where values do.
 */

/** Prettier's print width for this repository (.prettierrc; a test keeps the two equal). */
export const PRINT_WIDTH = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlain = (value: Json): boolean => value === null || typeof value !== "object";

function print(value: Json, indent: string, lead: number, trail: number): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const oneLine = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (lead + oneLine.length + trail <= PRINT_WIDTH) return oneLine;
    }
    const items = value.map((item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], index) => {
    const start = `${inner}${JSON.stringify(key)}: `;
    return `${start}${print(item, inner, start.length, index < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export function contentJson(value: unknown): string {
  return `${print(value as Json, "", 0, 0)}\n`;
}
