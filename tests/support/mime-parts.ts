/** One MIME entity of a message: its headers (names lower-cased, values unfolded) and its body. */
export interface MimeEntity {
  headers: Record<string, string>;
  body: string;
}

function entity(source: string): MimeEntity {
  const [head = "", ...rest] = source.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join("\n\n") };
}

/**
 * A message as it travelled: its top-level entity and, for a multipart one, its parts in order
 * (one level down, which is all the site's mail has). Read from the raw source, not a parser's
 * reconstruction, so the tests see the structure and charsets mail programs get.
 */
export function mimeStructure(source: string): { top: MimeEntity; parts: MimeEntity[] } {
  const top = entity(source);
  const boundary = /boundary="?([^";]+)"?/i.exec(top.headers["content-type"] ?? "")?.[1];
  if (!boundary) return { top, parts: [] };
  const sections = top.body.split(`--${boundary}`).slice(1);
  const parts = sections.filter((section) => !section.startsWith("--")).map((section) => entity(section.replace(/^\r?\n/, "")));
  return { top, parts };
}
