import type { Language } from "../../lib/i18n/languages";
import type { SpeciesCard } from ".";

interface BilingualSpecies {
  key: string;
  namePt: string;
  nameEn: string;
  scientificName: string;
  description: string;
  status?: string | null;
  /** The slug of its own page in the page's language. */
  slug?: string | null;
}

/** A species in the page's language, with its name in the other one, linked to its page under `listingPath` when given. */
export function speciesCard(species: BilingualSpecies, language: Language, listingPath?: string): SpeciesCard {
  const [name, otherName] = language === "pt" ? [species.namePt, species.nameEn] : [species.nameEn, species.namePt];
  const path = listingPath && species.slug ? `${listingPath}${species.slug}/` : null;
  return { key: species.key, name, otherName, scientificName: species.scientificName, description: species.description, status: species.status ?? null, path };
}
