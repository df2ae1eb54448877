import { lodgeExportContext } from "./lodge-context";

describe("the build's export of the lodge's records", () => {
  it("counts its recent days up to the lodge's date, not UTC's (a build at 22:30 at the lodge)", () => {
    expect(lodgeExportContext(Date.parse("2026-11-01T02:30:00Z")).asOf).toBe("2026-10-31");
  });
});
