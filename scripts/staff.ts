import { database } from "../src/server/data/open-database";
import { addStaff, listStaff, removeStaff } from "../src/server/auth/staff-accounts";
import { PASSWORD_MIN_LENGTH } from "../src/server/auth/passwords";
import { databaseCommand } from "./database-command";
import { readPassword } from "./read-password";

/**
 * `npm run staff -- add NAME | remove NAME | list`: the staff accounts of the database the environment
 * selects (DATABASE_URL, or the embedded one in DATA_DIR). `add` asks for the password twice without
 * echo, or reads one line from stdin when piped (`… | npm run staff -- add NAME`).
 */
const USAGE = "usage: npm run staff -- add NAME | remove NAME | list";

async function run(command: string | undefined, name: string | undefined): Promise<string> {
  const db = await database();
  if (command === "list") {
    const accounts = await listStaff(db);
    if (accounts.length === 0) return "No staff accounts yet. Add one with: npm run staff -- add NAME";
    return accounts.map((account) => `${account.name}  (since ${new Date(account.createdAt).toISOString().slice(0, 10)})`).join("\n");
  }
  if (!name) throw new Error(USAGE);
  if (command === "add") {
    const password = await readPassword(`Password for ${name} (at least ${PASSWORD_MIN_LENGTH} characters): `);
    await addStaff(db, name, password);
    return `Staff account "${name.trim().toLowerCase()}" added.`;
  }
  if (command === "remove") {
    return (await removeStaff(db, name)) ? `Staff account "${name.trim().toLowerCase()}" removed and signed out.` : `There is no staff account "${name}".`;
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const [command, name, extra] = process.argv.slice(2);
  await databaseCommand(async () => {
    if (extra !== undefined) throw new Error(USAGE);
    console.log(await run(command, name));
  });
}

void main();
