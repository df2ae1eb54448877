/**
 * The one data layer: the embedded SQLite database by default, PostgreSQL when DATABASE_URL is set.
 * Both run the same migrations and the same queries, written in the SQL both understand, with `$1`
 * placeholders and times as BIGINT milliseconds.
 */
export type SqlValue = string | number | null;

export interface Queryable {
  /** Rows of a SELECT (or of a statement with RETURNING). */
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a statement and says how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface Database extends Queryable {
  readonly kind: "sqlite" | "postgres";
  /** All or nothing: `work` sees a transaction that holds the write lock until it returns. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
