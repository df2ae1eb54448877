import { screen } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { SeasonalBars } from ".";

const shares = Array.from({ length: 48 }, () => 0);
const checklists = Array.from({ length: 48 }, () => 0);
// January 1–7: 1 of 3 complete checklists; January 8–14: 1 of 1; May 22–31: none of 2.
shares[0] = 1 / 3;
checklists[0] = 3;
shares[1] = 1;
checklists[1] = 1;
checklists[19] = 2;

describe("SeasonalBars", () => {
  it("draws a bar for each quarter-month with records, as tall as its share, hidden from screen readers", () => {
    const { container } = renderWithI18n(<SeasonalBars name="tiê-bicudo" shares={shares} checklists={checklists} language="pt" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    // Bars of 3 units every 4, up from the baseline at 100, in hundredths: none where nothing was recorded.
    expect(container.querySelector("svg path")?.getAttribute("d")).toBe("M0 100v-33h3v33h1v-100h3v100");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 192 100");
  });

  it("states the same numbers as text, month by month, with the complete checklists behind each period", () => {
    renderWithI18n(<SeasonalBars name="tiê-bicudo" shares={shares} checklists={checklists} language="pt" />);
    const months = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("janeiro: 33% de 3 listas completas; 100% de 1 lista completa; nenhuma lista completa; nenhuma lista completa");
    expect(months[4]).toBe("maio: nenhuma lista completa; nenhuma lista completa; nenhuma lista completa; 0% de 2 listas completas");
    expect(screen.getByText(/parte das listas completas que registraram tiê-bicudo/)).toBeInTheDocument();
  });

  it("speaks English on an English page", () => {
    renderWithI18n(<SeasonalBars name="Cone-billed Tanager" shares={shares} checklists={checklists} language="en" />, "en");
    expect(screen.getAllByRole("listitem")[0]?.textContent).toBe(
      "January: 33% of 3 complete checklists; 100% of 1 complete checklist; no complete checklists; no complete checklists",
    );
  });
});
