import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An SMTP server in the test process, on loopback, that keeps every message it is given. */
export interface CapturedMail {
  url: string;
  messages: ParsedMail[];
  /** A captured message as it was sent, headers and MIME parts as they came over SMTP. */
  source(mail: ParsedMail): string;
  /** Messages to an address, waiting up to two seconds for `count` of them. */
  to(address: string, count?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startSmtpCapture(): Promise<CapturedMail> {
  const messages: ParsedMail[] = [];
  const sources = new WeakMap<ParsedMail, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const source = Buffer.concat(chunks);
        simpleParser(source)
          .then((mail) => {
            sources.set(mail, source.toString("utf8"));
            messages.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A sender killed mid-message resets its connection; that is the sender's fault, not the capture's.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressed = (address: string) => messages.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    source: (mail) => sources.get(mail) ?? "",
    async to(address, count = 1) {
      const deadline = Date.now() + 2_000;
      while (addressed(address).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      return addressed(address);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that goes to `endpoint`. */
export const linkIn = (mail: ParsedMail, endpoint: string) => new RegExp(`https?://\\S+${endpoint}\\?token=\\S+`).exec(mail.text ?? "")?.[0] ?? "";
