import type { z } from "zod";
import { collections } from "./collections";
import { arrayElement, objectShape, roleOf, unwrap } from "./schema-walk";

type Schema = z.core.$ZodType;

const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** A content entry's own `id` is stored as `<type>Id` (routeId, roomId): Gatsby reserves `id`. */
export const entryIdField = (nodeType: string) => `${lowerFirst(nodeType)}Id`;

/** GraphQL type (with directives) of one field, declaring nested object types into `out`. */
function fieldType(schema: Schema, typeName: string, out: string[]): string {
  const { inner, required } = unwrap(schema);
  const bang = required ? "!" : "";
  const role = roleOf(inner);
  if (role === "localized") return `String${bang} @localized`;
  if (role === "image" || role === "document") return `File${bang} @link(by: "absolutePath")`;
  if (role === "route") return `Route${bang} @link(by: "routeId")`;
  const element = arrayElement(inner);
  if (element) {
    const elementRole = roleOf(unwrap(element).inner);
    if (elementRole === "localized") return `[String!]${bang} @localized`;
    if (elementRole === "image") return `[File] @link(by: "absolutePath")`;
    if (elementRole === "route") return `[Route] @link(by: "routeId")`;
    return `[${fieldType(element, typeName, out)}]${bang}`;
  }
  if (objectShape(inner)) {
    out.push(objectType(inner, typeName, false, out));
    return `${typeName}${bang}`;
  }
  switch (inner._zod.def.type) {
    case "boolean":
      return `Boolean${bang}`;
    case "number": {
      const format = (inner._zod.def as { format?: string }).format ?? "";
      return `${format.includes("int") ? "Int" : "Float"}${bang}`;
    }
    default:
      return `String${bang}`;
  }
}

function objectType(schema: Schema, typeName: string, isNode: boolean, out: string[], ordered = false): string {
  const shape = objectShape(schema) ?? {};
  const fields = Object.entries(shape).map(([name, fieldSchema]) => {
    const fieldName = isNode && name === "id" ? entryIdField(typeName) : name;
    return `  ${fieldName}: ${fieldType(fieldSchema, typeName + pascal(name), out)}`;
  });
  // Entries of list collections keep their file order: queries sort by it (Gatsby promises no order).
  if (ordered) fields.push("  position: Int!");
  const header = isNode ? `type ${typeName} implements Node @dontInfer` : `type ${typeName}`;
  return `${header} {\n${fields.join("\n")}\n}`;
}

/**
 * SDL for every node type, derived from the collection schemas so content and GraphQL cannot drift.
 * Declared, not inferred (@dontInfer): a content mistake cannot silently change the schema.
 */
export function contentTypeDefs(): string {
  const out: string[] = [];
  for (const { schema, nodeType, single } of Object.values(collections)) {
    if (!nodeType) continue;
    const entrySchema = single ? schema : arrayElement(schema);
    if (!entrySchema) continue;
    out.push(objectType(unwrap(entrySchema).inner, nodeType, true, out, !single));
  }
  return out.join("\n\n");
}
