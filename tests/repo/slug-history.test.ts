/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { collections } from "../../src/content/collections";
import { siteContent } from "../../src/content/content-store";
import { ENTRY_LISTINGS, type EntryAddress } from "../../src/content/entry-pages";
import { vanishedSlugs } from "../../src/content/slug-history";

/**
 * The slugs published on `main` against today's content: a changed address must keep the old one in
 * formerSlugs, or every link to it breaks. Skipped where there is no git or no `main` to compare with
 * (a copy of the files, a shallow checkout).
 */
const ROOT = path.resolve(__dirname, "../..");

function publishedFile(file: string): string | null {
  for (const ref of ["main", "origin/main"]) {
    try {
      return execFileSync("git", ["show", `${ref}:content/${file}`], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      // Not this ref (or no git at all): try the next, then skip.
    }
  }
  return null;
}

const entryCollections = ENTRY_LISTINGS.flatMap((listing) => [...listing.collections]);
const content = siteContent();

describe.each(entryCollections)("the published slugs of %s", (collection) => {
  const published = publishedFile(collections[collection].file);
  const test = published === null ? it.skip : it;
  test("are still current or kept as former slugs", () => {
    const before = JSON.parse(published ?? "[]") as Array<Partial<EntryAddress>>;
    expect(vanishedSlugs(before, content[collection])).toEqual([]);
  });
});
