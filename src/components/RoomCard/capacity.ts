import type { Apartment } from "../ApartmentDetails";

/** Capacity of a room: its own, or the span of its apartments' capacities. */
export function roomCapacity(room: {
  guests: { min: number; max: number } | null;
  apartments: readonly Pick<Apartment, "guests">[];
}): { min: number; max: number } | null {
  if (room.guests) return room.guests;
  if (room.apartments.length === 0) return null;
  return { min: Math.min(...room.apartments.map((a) => a.guests.min)), max: Math.max(...room.apartments.map((a) => a.guests.max)) };
}
