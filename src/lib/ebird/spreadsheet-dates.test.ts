import { ShortDates } from "./spreadsheet-dates";

const found = (dates: string[]) => {
  const short = new ShortDates();
  dates.forEach((date, index) => short.note(date, index + 2));
  return short.found();
};

describe("ShortDates", () => {
  it("tells day first by a day past the 12th, and gives that date as the example", () => {
    expect(found(["02/05/2024", "12/05/2024", "20/09/2024"])).toEqual({ order: "dayFirst", example: "20/09/2024", line: 4 });
    expect(found(["3.1.25", "24.12.24"])).toEqual({ order: "dayFirst", example: "24.12.24", line: 3 });
  });

  it("tells month first the same way", () => {
    expect(found(["5/2/2024", "9/20/2024"])).toEqual({ order: "monthFirst", example: "9/20/2024", line: 3 });
  });

  it("says either when no date shows the order, or when the file holds both", () => {
    expect(found(["02/05/2024", "12/05/2024"])).toEqual({ order: "either", example: "02/05/2024", line: 2 });
    expect(found(["20/09/2024", "9/20/2024"])).toEqual({ order: "either", example: "20/09/2024", line: 2 });
  });

  it("takes no typing mistake or other form for a spreadsheet's date", () => {
    const short = new ShortDates();
    for (const value of ["", "2024-5-2", "24/13/2024", "32/01/2024", "00/01/2024", "02/05-2024", "May 2, 2024", "2024/05/02"])
      expect(short.note(value, 2)).toBe(false);
    expect(short.found()).toBeNull();
  });
});
