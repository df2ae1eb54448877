import { formatDistance, formatDuration, formatFileSize } from "./measures";

describe("file sizes", () => {
  it("are written in kB or MB with the language's decimal mark", () => {
    expect(formatFileSize(89_347, "pt")).toBe("89,3 kB");
    expect(formatFileSize(89_347, "en")).toBe("89.3 kB");
    expect(formatFileSize(2_500_000, "en")).toBe("2.5 MB");
  });
});

describe("trail measures", () => {
  it("write durations in hours and minutes", () => {
    expect([formatDuration(2), formatDuration(1.5), formatDuration(0.75), formatDuration(3.25)]).toEqual(["2 h", "1 h 30 min", "45 min", "3 h 15 min"]);
  });
  it("write distances with each language's decimal mark", () => {
    expect(formatDistance(3.5, "pt")).toBe("3,5 km");
    expect(formatDistance(3.5, "en")).toBe("3.5 km");
    expect(formatDistance(12, "en")).toBe("12 km");
  });
});
