import { packageStay, roomStay } from "../../lib/forms/enquiry";
import { itineraries } from "../content/itineraries";
import { rooms } from "../content/rooms";

/**
 * What an enquiry may ask for: a room of rooms.json or a package of itineraries.json, by its name in
 * each language, or "undecided" (which the mails and the staff area word themselves).
 */
export const stayNames = (): ReadonlyMap<string, { pt: string; en: string }> =>
  new Map([
    ...rooms().map((room) => [roomStay(room.id), room.name] as const),
    ...itineraries().map((itinerary) => [packageStay(itinerary.id), itinerary.title] as const),
  ]);

export const stayChoices = (): ReadonlySet<string> => new Set([...stayNames().keys(), "undecided"]);
