import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Walk } from "./walk";

/**
 * The guest's walks, kept on the phone in IndexedDB: they survive closing the browser and need no
 * network. Nothing here is ever sent anywhere.
 */
interface FieldKitDb extends DBSchema {
  walks: { key: string; value: Walk };
}

const DB_NAME = "field-kit";
const VERSION = 1;

export interface WalkStore {
  all(): Promise<Walk[]>;
  save(walk: Walk): Promise<void>;
  remove(id: string): Promise<void>;
}

export async function openWalkStore(): Promise<WalkStore> {
  const db: IDBPDatabase<FieldKitDb> = await openDB<FieldKitDb>(DB_NAME, VERSION, {
    upgrade(upgraded) {
      upgraded.createObjectStore("walks", { keyPath: "id" });
    },
  });
  return {
    all: () => db.getAll("walks"),
    save: async (walk) => {
      await db.put("walks", walk);
    },
    remove: (id) => db.delete("walks", id),
  };
}
