import { closeDatabase, databaseTarget } from "../src/server/data/open-database";

/**
 * Runs a staff command against the database the environment selects (DATABASE_URL, or the embedded
 * one in DATA_DIR) and says which it was; an error is printed as its message alone and exits with 1.
 */
export async function databaseCommand(work: () => Promise<void>): Promise<void> {
  const target = databaseTarget();
  try {
    await work();
    console.log(target.kind === "postgres" ? "(PostgreSQL at DATABASE_URL)" : `(embedded database in ${target.dataDir})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
