import { screen } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { GuestCount } from "./GuestCount";

describe("GuestCount", () => {
  it.each([
    ["pt", 1, 1, "1 hóspede"],
    ["pt", 2, 2, "2 hóspedes"],
    ["pt", 2, 4, "2–4 hóspedes"],
    ["en", 1, 1, "1 guest"],
    ["en", 3, 3, "3 guests"],
    ["en", 1, 3, "1–3 guests"],
  ] as const)("in %s, %i to %i guests reads %s", (language, min, max, text) => {
    renderWithI18n(<GuestCount min={min} max={max} />, language);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
