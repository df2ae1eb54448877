import type { Queryable, SqlValue } from "./database";

// Rows per INSERT: few statements for a large file, well under either database's limit of parameters
// (PostgreSQL's 65,535; SQLite's 32,766) for rows of up to 80 columns.
const ROWS_PER_STATEMENT = 400;

/** Inserts many rows with few statements: `head` is "INSERT INTO table (columns)", each row `width` values. */
export async function insertRows(tx: Queryable, head: string, width: number, rows: readonly SqlValue[][]): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    const batch = rows.slice(at, at + ROWS_PER_STATEMENT);
    const values = batch.map((_, row) => `(${Array.from({ length: width }, (_unused, column) => `$${row * width + column + 1}`).join(", ")})`);
    await tx.run(`${head} VALUES ${values.join(", ")}`, batch.flat());
  }
}
