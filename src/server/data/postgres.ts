import type pg from "pg";
import type { Database, Queryable, SqlValue } from "./database";

type Driver = typeof pg;

/** PostgreSQL through a connection pool: what a deployed site with DATABASE_URL uses. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // Loaded at run time, not bundled, like the embedded driver.
  const driver = ((await import(/* webpackIgnore: true */ "pg")) as { default: Driver }).default;
  // BIGINT columns hold millisecond times, well inside a JavaScript number.
  const types = { getTypeParser: (oid: number, format?: "text" | "binary") => (oid === 20 ? Number : driver.types.getTypeParser(oid, format ?? "text")) };
  const pool = new driver.Pool({ connectionString, max: 10, types });
  // An idle client losing its connection must not take the server down; the next query reconnects.
  pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await client.query(sql, [...params])).rows as Row[],
    run: async (sql, params = []) => (await client.query(sql, [...params])).rowCount ?? 0,
  });

  return {
    kind: "postgres",
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        // One writer at a time, as in the embedded database: the simplest way to make every
        // transaction see the rows the last one wrote (login counters, migrations).
        await client.query("SELECT pg_advisory_xact_lock(7431)");
        const result = await work(on(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
