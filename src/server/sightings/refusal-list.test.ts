/** @jest-environment node */
import { RefusalList, REFUSALS_LISTED } from "./refusal-list";

describe("RefusalList", () => {
  it("lists a column's problem once with the lines like it, another column's or problem's apart, each checklist's own problem on each line", () => {
    const list = new RefusalList();
    list.add({ line: 2, problem: "date", column: "Date", value: "13/01/2024" });
    list.add({ line: 3, problem: "date", column: "Date", value: "14/01/2024" });
    list.add({ line: 4, problem: "decimalComma", column: "Latitude", value: "-13,27" });
    list.add({ line: 5, problem: "decimalComma", column: "Longitude", value: "-56,72" });
    list.add({ line: 6, problem: "duplicate", column: "Scientific Name", value: "Harpia harpyja" });
    list.add({ line: 7, problem: "duplicate", column: "Scientific Name", value: "Harpia harpyja" });
    list.add({ line: 8, problem: "date", column: "Date", value: "15/01/2024" });
    expect(list.listed).toEqual([
      { line: 2, problem: "date", column: "Date", value: "13/01/2024", alike: 2 },
      { line: 4, problem: "decimalComma", column: "Latitude", value: "-13,27" },
      { line: 5, problem: "decimalComma", column: "Longitude", value: "-56,72" },
      { line: 6, problem: "duplicate", column: "Scientific Name", value: "Harpia harpyja" },
      { line: 7, problem: "duplicate", column: "Scientific Name", value: "Harpia harpyja" },
    ]);
    expect(list.lines).toBe(7);
  });

  it("lists no more than REFUSALS_LISTED lines, and counts them all", () => {
    const list = new RefusalList();
    for (let line = 2; line < REFUSALS_LISTED + 12; line++) list.add({ line, problem: "inconsistent", column: "Submission ID", value: `S${line}` });
    expect(list.listed).toHaveLength(REFUSALS_LISTED);
    expect(list.lines).toBe(REFUSALS_LISTED + 10);
  });
});
