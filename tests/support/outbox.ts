import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * The mail a server without SMTP_URL wrote to DATA_DIR/outbox: the messages it finished, and the
 * names of any other files there (a `.partial` is a message it was still writing when it stopped).
 */
export interface Outbox {
  messages: ParsedMail[];
  unfinished: string[];
}

export async function readOutbox(dataDir: string): Promise<Outbox> {
  const directory = path.join(dataDir, "outbox");
  const names = fs.existsSync(directory) ? await fs.promises.readdir(directory) : [];
  const finished = names.filter((name) => name.endsWith(".eml"));
  return {
    messages: await Promise.all(finished.map(async (name) => simpleParser(await fs.promises.readFile(path.join(directory, name))))),
    unfinished: names.filter((name) => !name.endsWith(".eml")),
  };
}

/** The messages addressed to exactly `address` (an address that merely contains it does not count). */
export const mailsTo = (messages: readonly ParsedMail[], address: string): ParsedMail[] =>
  messages.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address)));
