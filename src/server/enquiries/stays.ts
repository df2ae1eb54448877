import itineraries from "../../../content/itineraries.json";
import rooms from "../../../content/rooms.json";

/**
 * What an enquiry may ask for: a room of rooms.json or a package of itineraries.json, by its name in
 * each language, or "undecided" (which the mails and the staff area word themselves).
 */
export const STAY_NAMES: ReadonlyMap<string, { pt: string; en: string }> = new Map([
  ...rooms.map((room) => [`room:${room.id}`, room.name] as const),
  ...itineraries.map((itinerary) => [`package:${itinerary.id}`, itinerary.title] as const),
]);

export const STAY_CHOICES: ReadonlySet<string> = new Set([...STAY_NAMES.keys(), "undecided"]);
