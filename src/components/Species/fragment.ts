import { graphql } from "gatsby";

/** Birds, mammals and primates share one shape (speciesSchema of the content schemas). */
export const speciesFragments = graphql`
  fragment BirdCard on Bird {
    key: birdId
    namePt: name(locale: "pt")
    nameEn: name(locale: "en")
    scientificName
    description(locale: $language)
    status
    slug(locale: $language)
  }
  fragment MammalCard on Mammal {
    key: mammalId
    namePt: name(locale: "pt")
    nameEn: name(locale: "en")
    scientificName
    description(locale: $language)
    status
    slug(locale: $language)
  }
  fragment PrimateCard on Primate {
    key: primateId
    namePt: name(locale: "pt")
    nameEn: name(locale: "en")
    scientificName
    description(locale: $language)
    status
    slug(locale: $language)
  }
  fragment BirdLink on Bird {
    key: birdId
    name(locale: $language)
    slug(locale: $language)
  }
  fragment PrimateLink on Primate {
    key: primateId
    name(locale: $language)
    slug(locale: $language)
  }
  fragment MammalLink on Mammal {
    key: mammalId
    name(locale: $language)
    slug(locale: $language)
  }
`;
