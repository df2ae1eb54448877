import { screen } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { Itineraries } from ".";

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
