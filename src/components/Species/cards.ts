import type { Language } from "../../lib/i18n/languages";
import type { SpeciesCard } from ".";

interface BilingualSpecies {
  key: string;
  namePt: string;
  nameEn: string;
  scientificName: string;
  description: string;
  status?: string | null;
}

/** A species in the page's language, with its name in the other one. */
export function speciesCard(species: BilingualSpecies, language: Language): SpeciesCard {
  const [name, otherName] = language === "pt" ? [species.namePt, species.nameEn] : [species.nameEn, species.namePt];
  return { key: species.key, name, otherName, scientificName: species.scientificName, description: species.description, status: species.status ?? null };
}
