import { z } from "zod";

/**
 * The content editor's words, written beside the schemas they describe so that a field gets its
 * label where it is declared. The Decap CMS configuration (src/cms/) is generated from the schemas and
 * reads these registries; they are kept apart from zod's global registry so that the editors' JSON
 * Schemas stay as they are.
 */

/** A field's Portuguese label in the editor and, when useful, a one-line hint under it. */
export interface CmsText {
  label: string;
  hint?: string;
}

export const cmsText = z.registry<CmsText>();

/**
 * What the editor reads under a value that breaks its format (a slug), in place of the generic words
 * for any pattern: said where the format is declared, so the CMS checks the field by the build's rule.
 */
export const formatText = z.registry<{ whenInvalid: string }>();

/** The Portuguese name the editor shows for each value of an enumeration. */
export const optionNames = z.registry<Record<string, string>>();

/**
 * A copy of `schema` with the editor's label and hint. A copy, because one schema (`localized`, `id`)
 * serves fields of many names; zod registries pass marks on to clones, so the copy keeps its GraphQL
 * role, length limit and uniqueness. `hint` is stored even when absent, so that a copy of a labelled
 * schema does not inherit its original's hint.
 */
export function labelled<T extends z.ZodType>(schema: T, label: string, hint?: string): T {
  const copy = schema.clone();
  cmsText.add(copy, { label, hint });
  return copy;
}

/**
 * An enumeration of `values` with the editor's name for each one; the type asks for every value.
 * (`V extends string` keeps the literals without a `const` type parameter, which the compiler of
 * Gatsby's own files, Parcel's, does not read.)
 */
export function namedEnum<V extends string>(values: readonly [V, ...V[]], names: Record<V, string>) {
  return z.enum(values).register(optionNames, names);
}
