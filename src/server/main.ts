import { API_HANDLERS } from "./api-handlers";
import { createApp, listen } from "./app";
import { ConfigError, serverConfig } from "./config";
import { startHousekeeping } from "./housekeeping";
import { closeDatabase, openSharedDatabase } from "./data/open-database";
import { StorageUnavailableError } from "./storage/s3-store";
import { closeFileStore, openSharedFileStore } from "./storage/open-file-store";

/** `npm run serve`: the production server for an existing build. */
async function main(): Promise<void> {
  const config = serverConfig();
  // Opened (and migrated, and the bucket checked) before the port opens: a server that answers can
  // store what it accepts.
  const db = await openSharedDatabase(config.database);
  const store = await openSharedFileStore(config.files);
  const stopHousekeeping = startHousekeeping(db, store);
  const app = createApp({ publicDir: config.publicDir, api: API_HANDLERS });
  const server = await listen(app, config.port, config.host);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Jardim da Amazônia site on http://${config.host}:${port}/ (serving ${config.publicDir})`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    stopHousekeeping();
    server.close(() => void Promise.allSettled([closeDatabase(), closeFileStore()]).finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; they are dropped after a grace period.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StorageUnavailableError) console.error(`File storage error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
