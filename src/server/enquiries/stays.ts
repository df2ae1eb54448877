import itineraries from "../../../content/itineraries.json";
import rooms from "../../../content/rooms.json";

/**
 * What an enquiry may ask for: a room of rooms.json, a package of itineraries.json, or "undecided",
 * with the name staff read for each (Portuguese, the lodge's language).
 */
export const STAY_NAMES: ReadonlyMap<string, string> = new Map([
  ...rooms.map((room) => [`room:${room.id}`, room.name.pt] as const),
  ...itineraries.map((itinerary) => [`package:${itinerary.id}`, itinerary.title.pt] as const),
  ["undecided", "—"],
]);

export const STAY_CHOICES: ReadonlySet<string> = new Set(STAY_NAMES.keys());
