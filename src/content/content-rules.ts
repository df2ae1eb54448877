import { z } from "zod";

/**
 * Rules that a single value cannot check by itself, attached to the schema positions they apply to.
 * The checks in checks/ find them by walking the schemas, so a new collection gets them by using the
 * marked schemas, with no list of files or fields to keep up to date. Kept apart from zod's global
 * registry so that the editors' JSON Schemas stay as they are.
 */

/**
 * A field whose value may appear only once at its place in a file: among the entries of a list file
 * (rooms, routes), or, for a nested list, within its entry (a page's sections) or across the whole
 * single-object file (every FAQ question, since they all share one page). `what` names it in messages.
 */
export const uniqueFields = z.registry<{ what: string }>();

/** The most characters a text may have where it is shown, and why: measured with {{tokens}} filled in, as readers see it. */
export const textLimits = z.registry<{ max: number; why: string }>();

/** An entry of a list collection that a page shows as its main content: an empty list is the mistake `whenEmpty` names. */
export const pageListEntries = z.registry<{ whenEmpty: string }>();

/**
 * A field that holds the id of an entry of other collections (a trail's species): checks/entry-relations.ts
 * says when one does not exist, and the CMS offers the entries there are as choices.
 */
export const entryReferences = z.registry<{ to: "species" }>();
