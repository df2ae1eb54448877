import { COLLECTION_TEXT } from "./collection-labels";

/**
 * The content editor's label of site.json's ebirdLocations. Declared here, not in the site schema
 * that labels the field with it, so that the staff area's import report can name the field as editors
 * see it without loading the schemas into the staff page.
 */
export const EBIRD_LOCATIONS_LABEL = "Locais da pousada no eBird";

/** Where an editor sets the lodge's eBird places: the side menu's collection, then the field (the editor is in Portuguese). */
export const EBIRD_LOCATIONS_PLACE = `${COLLECTION_TEXT.site.label} › ${EBIRD_LOCATIONS_LABEL}`;
