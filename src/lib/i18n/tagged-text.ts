/**
 * A UI string with one part marked for a link, `Read the <privacyLink>privacy policy</privacyLink>.`,
 * split into the text before, the marked words and the text after. A string whose tags an editor
 * removed is all "before", and shows without its link. Written for the site's few such strings rather
 * than react-i18next's `Trans`, whose parser would otherwise travel in every page's first script.
 */
export function taggedParts(text: string, tag: string): [before: string, marked: string | null, after: string] {
  const match = new RegExp(`^([\\s\\S]*?)<${tag}>([\\s\\S]*?)</${tag}>([\\s\\S]*)$`).exec(text);
  return match ? [match[1] ?? "", match[2] ?? "", match[3] ?? ""] : [text, null, ""];
}
