import { lodgeDate, lodgeMonth } from "./lodge-time";

describe("the lodge's calendar", () => {
  it("is four hours behind UTC: late evening at the lodge is still that day, and that month", () => {
    const lateOnHalloween = Date.parse("2026-11-01T02:30:00Z");
    expect(lodgeDate(lateOnHalloween)).toBe("2026-10-31");
    expect(lodgeMonth(lateOnHalloween)).toBe(10);
    expect(lodgeDate(Date.parse("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
  });
});
