import type { Database } from "../data/database";
import { hashPassword, passwordProblem } from "./passwords";

/** Staff names: lower-case letters, digits, dot, dash and underscore; what people type at sign-in. */
const NAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;

export function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}

export function nameProblem(name: string): string | null {
  return NAME.test(name) ? null : "a staff name has 2 to 64 characters: lower-case letters, digits, dot, dash or underscore, starting with a letter or digit";
}

export interface StaffAccount {
  name: string;
  createdAt: number;
}

export async function addStaff(db: Database, rawName: string, password: string): Promise<void> {
  const name = normalizeName(rawName);
  const problem = nameProblem(name) ?? passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ name: string }>("SELECT name FROM staff_accounts WHERE name = $1", [name]);
    if (existing) throw new Error(`there is already a staff account "${name}"`);
    await tx.run("INSERT INTO staff_accounts (name, password_hash, created_at) VALUES ($1, $2, $3)", [name, hash, Date.now()]);
  });
}

/** Removes an account and signs it out everywhere. */
export async function removeStaff(db: Database, rawName: string): Promise<boolean> {
  const name = normalizeName(rawName);
  return db.transaction(async (tx) => {
    await tx.run("DELETE FROM staff_sessions WHERE staff_name = $1", [name]);
    return (await tx.run("DELETE FROM staff_accounts WHERE name = $1", [name])) > 0;
  });
}

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db.query<{ name: string; created_at: number }>("SELECT name, created_at FROM staff_accounts ORDER BY name");
  return rows.map((row) => ({ name: row.name, createdAt: Number(row.created_at) }));
}

export async function passwordHashOf(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>("SELECT password_hash FROM staff_accounts WHERE name = $1", [name]);
  return row?.password_hash;
}
