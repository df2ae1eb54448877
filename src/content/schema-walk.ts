import type { z } from "zod";
import { graphqlRoles, type GraphqlRole } from "./content-fields";

type Schema = z.core.$ZodType;

/** Peels optional/nullable wrappers: what a field holds when present, whether it may be absent, and whether it may be null. */
export function unwrap(schema: Schema): { inner: Schema; required: boolean; nullable: boolean } {
  let inner = schema;
  let required = true;
  let nullable = false;
  for (;;) {
    const def = inner._zod.def;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
      inner = (def as unknown as { innerType: Schema }).innerType;
      required = false;
      nullable ||= def.type === "nullable";
    } else if (def.type === "lazy") {
      inner = (def as unknown as { getter: () => Schema }).getter();
    } else {
      return { inner, required, nullable };
    }
  }
}

export function roleOf(schema: Schema): GraphqlRole["role"] | undefined {
  return graphqlRoles.get(schema)?.role;
}

export function objectShape(schema: Schema): Record<string, Schema> | null {
  const def = schema._zod.def;
  return def.type === "object" ? (def as unknown as { shape: Record<string, Schema> }).shape : null;
}

export function arrayElement(schema: Schema): Schema | null {
  const def = schema._zod.def;
  return def.type === "array" ? (def as unknown as { element: Schema }).element : null;
}

export type RoleVisitor = (role: GraphqlRole["role"], value: unknown, path: PropertyKey[]) => void;

/** Calls `visit` for every value of parsed content that sits at a schema position with a role. */
export function visitRoles(schema: Schema, value: unknown, visit: RoleVisitor): void {
  visitMarked(graphqlRoles, schema, value, (meta, at, path) => visit(meta.role, at, path));
}

/** What visitMarked needs of a zod registry: a schema position's metadata, if it has any. */
export interface Marks<Meta> {
  get(schema: Schema): Meta | undefined;
}

/**
 * Calls `visit` for every value of parsed content that sits at a schema position `registry` marks,
 * with the mark's metadata and the value's JSON path. A marked value is not searched further.
 */
export function visitMarked<Meta>(
  registry: Marks<Meta>,
  schema: Schema,
  value: unknown,
  visit: (meta: Meta, value: unknown, path: PropertyKey[]) => void,
  path: PropertyKey[] = [],
): void {
  if (value === undefined || value === null) return;
  const { inner } = unwrap(schema);
  const meta = registry.get(inner);
  if (meta !== undefined) {
    visit(meta, value, path);
    return;
  }
  const shape = objectShape(inner);
  if (shape && typeof value === "object") {
    for (const [key, fieldSchema] of Object.entries(shape)) {
      visitMarked(registry, fieldSchema, (value as Record<string, unknown>)[key], visit, [...path, key]);
    }
    return;
  }
  const element = arrayElement(inner);
  if (element && Array.isArray(value)) value.forEach((item, index) => visitMarked(registry, element, item, visit, [...path, index]));
}

/** A copy of parsed content with every value at a role position replaced by `map`'s result. */
export function mapRoles(schema: Schema, value: unknown, map: (role: GraphqlRole["role"], value: unknown) => unknown): unknown {
  if (value === undefined || value === null) return value;
  const { inner } = unwrap(schema);
  const role = roleOf(inner);
  if (role) return map(role, value);
  const shape = objectShape(inner);
  if (shape && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).map((key) => [key, shape[key] ? mapRoles(shape[key], record[key], map) : record[key]]));
  }
  const element = arrayElement(inner);
  if (element && Array.isArray(value)) return value.map((item) => mapRoles(element, item, map));
  return value;
}
