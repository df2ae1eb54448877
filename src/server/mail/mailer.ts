import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { checkEmail, isReadableText } from "../../lib/forms/forms";
import { HREFLANG, type Language } from "../../lib/i18n/languages";
import { site } from "../content/site";
import { addressSetting, ConfigError, dataDirectory, runtimeEnv, type Env } from "../runtime-env";

/**
 * Where the site's e-mail goes: an SMTP server (SMTP_URL) when deployed; by default, with nothing to
 * set up, each message is written as an .eml file to DATA_DIR/outbox, where whoever runs the site
 * locally can open it (the link in a confirmation mail works from there too).
 */
export type MailTarget = { kind: "smtp"; url: string; from: MailAddress } | { kind: "outbox"; directory: string; from: MailAddress };

/** An address as nodemailer takes it: as an object, never a string it would parse for names and lists. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface Mail {
  /** One address, already checked (checkEmail). */
  to: string;
  subject: string;
  /** The plain-text part, for mail programs that show no HTML and for screen readers that prefer it. */
  text: string;
  /** The same message as HTML (composeMail makes both from one wording). */
  html: string;
  /** One address, already checked (checkEmail). */
  replyTo?: string;
  /** The language the message is written in. */
  language: Language;
  /** How to leave the list a newsletter message comes from (List-Unsubscribe, RFC 2369 and 8058). */
  unsubscribe?: Unsubscribe;
}

export interface Unsubscribe {
  /** The one-click address: a POST to it unsubscribes, with nothing but what the address holds. */
  url: string;
  /** A `mailto:` a person may write to instead, when the lodge has an address. */
  mailto?: string;
}

/**
 * With List-Unsubscribe, mail programs show an "unsubscribe" button of their own; with this header
 * beside it, they may unsubscribe in one click by a POST of their own (RFC 8058).
 */
const ONE_CLICK = { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

/**
 * MAIL_FROM: `address` or `Name <address>` (the name may be quoted), the address by the same rule as
 * guests' (checkEmail), the name without control characters; anything else stops the server.
 */
export function mailFrom(env: Env = globalThis.process.env): MailAddress {
  const raw = runtimeEnv("MAIL_FROM", env);
  if (raw === undefined) {
    const { productName, siteUrl } = site();
    return { name: productName, address: `no-reply@${new URL(siteUrl).hostname.replace(/^www\./, "")}` };
  }
  const named = /^(?:"([^"\\]*)"|([^"<>]*?))\s*<([^<>]*)>$/.exec(raw);
  const from = named ? { name: (named[1] ?? named[2] ?? "").trim(), address: named[3] ?? "" } : { name: "", address: raw };
  if (checkEmail(from.address) || !isReadableText(from.name) || /[\r\n]/.test(from.name)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>", got "${raw}"`);
  }
  return from;
}

export function mailTarget(env: Env = globalThis.process.env, root = process.cwd()): MailTarget {
  const from = mailFrom(env);
  const url = runtimeEnv("SMTP_URL", env);
  if (url)
    return {
      kind: "smtp",
      url: addressSetting("SMTP_URL", url, ["smtp", "smtps"]),
      from,
    };
  return { kind: "outbox", directory: path.join(dataDirectory(env, root), "outbox"), from };
}

interface Sender {
  target: MailTarget;
  transporter: Transporter;
}

let sender: Promise<Sender> | undefined;

/** The process's one mail target and its transport, made on the first message. */
function currentSender(): Promise<Sender> {
  sender ??= (async () => {
    const target = mailTarget();
    // Loaded at run time, not bundled into Gatsby's functions.
    const nodemailer = (await import(/* webpackIgnore: true */ "nodemailer")).default;
    const transporter = target.kind === "smtp" ? nodemailer.createTransport(target.url) : nodemailer.createTransport({ streamTransport: true, buffer: true });
    return { target, transporter };
  })().catch((error: unknown) => {
    sender = undefined;
    throw error;
  });
  return sender;
}

/** One checked address as nodemailer's object; an address that is not one is refused, never parsed. */
function recipient(address: string, header: string): MailAddress {
  if (checkEmail(address) !== null || address !== address.trim()) throw new Error(`mail: the ${header} address is not a valid e-mail address`);
  return { name: "", address };
}

/** Outbox files being written end so; a mail program opening the folder sees only whole `.eml` files. */
const PARTIAL = ".partial";

/**
 * A partial outbox file older than this was cut off (the process died between writing and renaming
 * it): writing one takes milliseconds, so a younger one may still be in hand, by this process or by
 * another server sharing the data folder.
 */
export const PARTIAL_MAIL_GRACE_MS = 10 * 60_000;

/**
 * Tidies the outbox: deletes files cut off mid-write (older than the grace) and whole mail older than
 * `sentBefore`, since an enquiry's mail holds what the guest wrote and is kept no longer than the
 * enquiry itself. Returns the names deleted of each kind. A missing outbox has none.
 */
export async function sweepOutbox(
  directory: string,
  sentBefore: number,
  now = Date.now(),
  graceMs = PARTIAL_MAIL_GRACE_MS,
): Promise<{ partial: string[]; old: string[] }> {
  let names: string[];
  try {
    names = await fs.promises.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { partial: [], old: [] };
    throw error;
  }
  const removed = { partial: [] as string[], old: [] as string[] };
  for (const name of names) {
    const kind = name.endsWith(PARTIAL) ? "partial" : name.endsWith(".eml") ? "old" : null;
    if (!kind) continue;
    const file = path.join(directory, name);
    const stats = await fs.promises.stat(file).catch(() => null);
    if (!stats?.isFile()) continue;
    const expired = kind === "partial" ? now - stats.mtimeMs >= graceMs : stats.mtimeMs < sentBefore;
    if (!expired) continue;
    await fs.promises.rm(file, { force: true });
    removed[kind].push(name);
  }
  return removed;
}

/**
 * Sends a message, multipart/alternative (plain text first, then HTML, both UTF-8); resolves once the
 * SMTP server took it (or the outbox file is written).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { target, transporter } = await currentSender();
  const { unsubscribe } = mail;
  const info = (await transporter.sendMail({
    from: target.from,
    to: recipient(mail.to, "To"),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    textEncoding: "quoted-printable",
    ...(mail.replyTo ? { replyTo: recipient(mail.replyTo, "Reply-To") } : {}),
    // Nested: one List-Unsubscribe header listing both (a flat list would make a header of each).
    ...(unsubscribe ? { list: { unsubscribe: [[unsubscribe.url, ...(unsubscribe.mailto ? [unsubscribe.mailto] : [])]] } } : {}),
    headers: { "Content-Language": HREFLANG[mail.language], ...(unsubscribe ? ONE_CLICK : {}) },
  })) as { message?: Buffer };
  if (target.kind === "outbox" && info.message) {
    await fs.promises.mkdir(target.directory, { recursive: true });
    const file = path.join(target.directory, `${Date.now()}-${randomUUID()}.eml`);
    await fs.promises.writeFile(`${file}${PARTIAL}`, info.message);
    await fs.promises.rename(`${file}${PARTIAL}`, file);
    console.log(`mail to ${mail.to} written to ${file}`);
  }
}
