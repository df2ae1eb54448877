import { API_HANDLERS } from "./api-handlers";
import { createApp, listen } from "./app";
import { ConfigError, serverConfig } from "./config";
import { closeDatabase, openSharedDatabase } from "./data/open-database";

/** `npm run serve`: the production server for an existing build. */
async function main(): Promise<void> {
  const config = serverConfig();
  // Opened and migrated before the port opens: a server that answers can store what it accepts.
  await openSharedDatabase(config.database);
  const app = createApp({ publicDir: config.publicDir, api: API_HANDLERS });
  const server = await listen(app, config.port, config.host);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Jardim da Amazônia site on http://${config.host}:${port}/ (serving ${config.publicDir})`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    server.close(() => void closeDatabase().finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; they are dropped after a grace period.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
