import type { Database } from "../../src/server/data/database";
import { freePort } from "./free-port";
import { startSiteServer, type SiteServer, type TestSetup } from "./site-server";
import { startSmtpCapture, type CapturedMail } from "./smtp-capture";
import { openTestDatabase } from "./test-database";

/** The production server of one setup, with its database open to the test and its mail captured. */
export interface MailingSite {
  env: Record<string, string>;
  server: SiteServer;
  db: Database;
  smtp: CapturedMail;
}

/**
 * Starts a MailingSite before the suite's tests and stops it after (call it in a describe block).
 * The server trusts X-Forwarded-For, so each test can post as a visitor of its own; its SITE_URL is
 * its own address unless `env` says otherwise. Reading a part before the suite has started throws.
 */
export function mailingSiteFor(setup: TestSetup, env: Record<string, string> = {}): MailingSite {
  let site: MailingSite | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpCapture();
    const port = await freePort();
    const siteEnv = {
      ...(await setup.create()),
      TRUST_PROXY: "true",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      ...env,
    };
    const server = await startSiteServer(siteEnv);
    site = { env: siteEnv, server, smtp, db: await openTestDatabase(siteEnv) };
  }, 60_000);
  afterAll(async () => {
    await site?.server.stop();
    await site?.db.close();
    await site?.smtp.stop();
  });
  const started = (): MailingSite => {
    if (!site) throw new Error("the mailing site is used before its suite has started it");
    return site;
  };
  return {
    get env() {
      return started().env;
    },
    get server() {
      return started().server;
    },
    get db() {
      return started().db;
    },
    get smtp() {
      return started().smtp;
    },
  };
}
