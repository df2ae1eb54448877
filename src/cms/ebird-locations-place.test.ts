/** @jest-environment node */
import { generatedCmsConfig } from "./cms-config";
import { EBIRD_LOCATIONS_PLACE } from "./ebird-locations-place";

describe("EBIRD_LOCATIONS_PLACE", () => {
  it("is what the content editor shows: the site settings' collection, then the field of site.json's ebirdLocations", () => {
    const site = generatedCmsConfig({}).collections.find((collection) => collection.name === "site");
    const field = site?.files[0]?.fields.find((candidate) => candidate.name === "ebirdLocations");
    expect(`${site?.label} › ${field?.label}`).toBe(EBIRD_LOCATIONS_PLACE);
    expect(EBIRD_LOCATIONS_PLACE).toBe("Configurações gerais › Locais da pousada no eBird");
  });
});
