import { formatYearMonth } from "./dates";

describe("formatYearMonth", () => {
  it("writes the month in the page's language", () => {
    expect(formatYearMonth("2025-05", "pt")).toBe("maio de 2025");
    expect(formatYearMonth("2025-05", "en")).toBe("May 2025");
  });
  it("leaves anything else as it was written", () => {
    expect(formatYearMonth("2025", "en")).toBe("2025");
  });
});
