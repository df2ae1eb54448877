import type { RouteEntry } from "../content/collections";
import type { CmsCollection } from "./cms-config";
import type { CmsField } from "./cms-fields";
import { COLLECTION_TEXT } from "./collection-labels";

/** A choice of a select field: what the editor reads, and the id the file holds. */
export type ChoiceOption = { label: string; value: string };

/**
 * Where a select's choices come from. They are read from content when the CMS page is built, never
 * written into the generated configuration: a page or species an editor adds must not make it stale.
 */
export type ChoiceSource = "routes" | "species";

export type Choices = Record<ChoiceSource, ChoiceOption[]>;

/** The site's pages as the choices of a field that points at one: the menu name the editor knows, and the id. */
export function routeOptions(routes: readonly Pick<RouteEntry, "id" | "navLabel">[]): ChoiceOption[] {
  return routes.map((route) => ({ label: `${route.navLabel.pt} (${route.id})`, value: route.id }));
}

/** What the species lists hold that a choice shows. */
export interface SpeciesChoice {
  id: string;
  name: { pt: string };
  scientificName: string;
}

export const SPECIES_COLLECTIONS = ["birds", "primates", "mammals"] as const;

/**
 * The field guides' species as choices, birds first as the guides list them: the Portuguese name,
 * the scientific name that tells two similar names apart, and which guide it is in.
 */
export function speciesOptions(lists: Record<(typeof SPECIES_COLLECTIONS)[number], readonly SpeciesChoice[]>): ChoiceOption[] {
  return SPECIES_COLLECTIONS.flatMap((collection) =>
    lists[collection].map((species) => ({
      label: `${species.name.pt} (${species.scientificName}) · ${COLLECTION_TEXT[collection].labelSingular}`,
      value: species.id,
    })),
  );
}

function withOptions(field: CmsField, choices: Choices): CmsField {
  const filled: CmsField = field.options_from ? { ...field, options: choices[field.options_from] } : field;
  return {
    ...filled,
    ...(filled.fields ? { fields: filled.fields.map((inner) => withOptions(inner, choices)) } : {}),
    ...(filled.field ? { field: withOptions(filled.field, choices) } : {}),
  };
}

/** The collections with every select whose choices come from content filled in. */
export function withChoiceOptions(collections: readonly CmsCollection[], choices: Choices): CmsCollection[] {
  return collections.map((collection) => ({
    ...collection,
    files: collection.files.map((file) => ({ ...file, fields: file.fields.map((field) => withOptions(field, choices)) })),
  }));
}
