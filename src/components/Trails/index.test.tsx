import { screen } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { Itineraries, TrailList } from ".";

type Itinerary = Queries.TrailsPageQuery["allItinerary"]["nodes"][number];

const itinerary = (days: number): Itinerary => ({
  itineraryId: `stay-${days}`,
  days,
  title: `A stay of ${days}`,
  summary: "Birds at dawn.",
  plan: [{ title: "Arrival", activities: ["Canopy tower"] }],
});

describe("Itineraries", () => {
  it.each([
    ["pt", 1, "1 dia"],
    ["pt", 4, "4 dias"],
    ["en", 1, "1 day"],
    ["en", 5, "5 days"],
  ] as const)("in %s, a %i-day itinerary reads %s", (language, days, text) => {
    renderWithI18n(<Itineraries itineraries={[itinerary(days)]} />, language);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

type Trail = Queries.TrailsPageQuery["allTrail"]["nodes"][number];

const trail = (id: string): Trail => ({
  trailId: id,
  name: `Trail ${id}`,
  description: "Through the forest.",
  durationHours: 2,
  distanceText: "3 km",
  difficulty: "easy",
  mode: "walk",
  slug: id,
});

describe("TrailList", () => {
  // The heading counts the trails the page lists, so a trail added or removed never leaves it stale.
  it.each([
    ["pt", 2, "As 2 trilhas"],
    ["en", 7, "The 7 trails"],
    ["pt", 1, "A trilha"],
    ["en", 1, "The trail"],
  ] as const)("in %s, with %i trails, is headed %s", (language, count, heading) => {
    const trails = Array.from({ length: count }, (_, index) => trail(String(index)));
    renderWithI18n(<TrailList trails={trails} />, language);
    expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
  });
});
