/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../data/open-database";
import { fillSearchKeys, inboxPage, parseInboxQuery } from "./inbox-search";
import { enquiryFromRow } from "./enquiries";

describe("search keys of entries stored before the inbox had search", () => {
  it("are filled as new entries' are, so the same search finds old and new alike", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-keys-"));
    const db = await openDatabase({ kind: "sqlite", dataDir });
    try {
      // As a row written by the code before the column existed: its key is the column's default.
      await db.run(
        `INSERT INTO booking_enquiries (id, check_in, check_out, adults, children, stay, message, guest_name, guest_email, guest_phone, language, received_at)
         VALUES ('old-1', '2027-01-01', '2027-01-03', 2, 0, 'undecided', '', 'Conceição Araújo', 'CA@Example.org', '', 'pt', 1)`,
      );
      await db.transaction((tx) => fillSearchKeys(tx));
      const parsed = parseInboxQuery({ q: "conceicao" });
      if (!("query" in parsed)) throw new Error(parsed.error);
      const page = await inboxPage(db, "enquiry", parsed.query, enquiryFromRow);
      expect(page.entries.map((entry) => entry.id)).toEqual(["old-1"]);
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
