import { INBOX_SEARCH_MAX_LENGTH } from "../../lib/forms/inbox";
/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { INBOX_PAGE_SIZE } from "../enquiries/inbox-search";
import { FORM_CEILING_PER_HOUR } from "./site-ceiling";

const ROOT = path.resolve(__dirname, "../../..");
/** A document's text with its line breaks as spaces, as it reads. */
const read = (document: string) => fs.readFileSync(path.join(ROOT, document), "utf8").replace(/\s+/g, " ");

describe("the documents quote the inbox's limits as the code has them", () => {
  it("docs/SERVER.md: the hourly ceiling, the page size and the search's length", () => {
    const server = read("docs/SERVER.md");
    expect(server).toContain(`**${FORM_CEILING_PER_HOUR} enquiries and ${FORM_CEILING_PER_HOUR} contact messages an hour**`);
    expect(server).toContain(`${INBOX_PAGE_SIZE} at a time (\`INBOX_PAGE_SIZE\`)`);
    expect(server).toContain(`at most ${INBOX_SEARCH_MAX_LENGTH} characters`);
  });

  it("the editors' guide: the ceiling and the page size", () => {
    const guide = read("docs/CONTENT.md");
    expect(guide).toContain(`more than ${FORM_CEILING_PER_HOUR} enquiries, or ${FORM_CEILING_PER_HOUR} messages`);
    expect(guide).toContain(`Each list shows ${INBOX_PAGE_SIZE} at a time`);
  });
});
