import { nextTurn } from "../event-loop";
import type { Queryable, SqlValue } from "./database";

// Rows per INSERT: few statements for a large file, well under either database's limit of parameters
// (PostgreSQL's 65,535; SQLite's 32,766) for rows of up to 80 columns.
const ROWS_PER_STATEMENT = 400;

/**
 * Inserts many rows with few statements: `head` is "INSERT INTO table (columns)", each row `width`
 * values. The rows may come from a generator, so that only one statement's rows exist at a time; the
 * event loop turns between statements, since the embedded database runs each one on the server's thread.
 */
export async function insertRows(tx: Queryable, head: string, width: number, rows: Iterable<readonly SqlValue[]>): Promise<void> {
  let batch: SqlValue[] = [];
  let count = 0;
  const flush = async () => {
    const values = Array.from(
      { length: count },
      (_, row) => `(${Array.from({ length: width }, (_unused, column) => `$${row * width + column + 1}`).join(", ")})`,
    );
    await tx.run(`${head} VALUES ${values.join(", ")}`, batch);
    batch = [];
    count = 0;
    await nextTurn();
  };
  for (const row of rows) {
    batch.push(...row);
    if (++count === ROWS_PER_STATEMENT) await flush();
  }
  if (count > 0) await flush();
}
