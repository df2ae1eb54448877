import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import type { Language } from "../../src/lib/i18n/languages";
import { BROWSER_TEST_DATA_DIR } from "../support/browser-data";
import { mailsTo, readOutbox } from "../support/outbox";
import { staffCommand } from "../support/staff-cli";
import { gotoHydrated } from "./hydrated";

/** What the tests of the visitors' forms share: an address of their own, the server's mail, axe. */
const DATA_DIR = path.resolve(BROWSER_TEST_DATA_DIR);

/** A made-up client address per test, so one test's sendings never count against another's limit. */
export async function fromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${octet()}.${octet()}` });
}

/** The messages the server has written to its outbox for `address`, waiting for `count` of them. */
export async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => (found = mailsTo((await readOutbox(DATA_DIR)).messages, address)).length, { message: `mail to ${address}`, timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Adds a staff account named `prefix` and a timestamp, and signs it in on the login page of `language`. */
export async function signInAsNewStaff(page: Page, language: Language, prefix: string) {
  const name = `${prefix}-${language}-${Date.now()}`;
  const password = "a staff passphrase for tests";
  expect(staffCommand({ DATA_DIR }, ["add", name], `${password}\n`).status).toBe(0);
  await gotoHydrated(page, `/${language}/login/`);
  await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(name);
  await page.getByLabel(language === "pt" ? "Senha" : "Password").fill(password);
  await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Log in" }).click();
  await page.waitForURL(`**/${language}/staff/`);
}
