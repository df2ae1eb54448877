import { graphql } from "gatsby";

/** What the room card and the room's own page both show of a room, in the page's language; each asks for its own picture sizes. */
export const roomFacts = graphql`
  fragment RoomFacts on Room {
    name(locale: $language)
    summary(locale: $language)
    description(locale: $language)
    view(locale: $language)
    ideal(locale: $language)
    highlights(locale: $language)
    guests {
      min
      max
    }
    units {
      unitId: id
      name(locale: $language)
      description(locale: $language)
      guests {
        min
        max
      }
    }
  }
`;
