import { groupSnacks, nextTabIndex, snackBand, snackBandLabel } from "./menu";

const bands = { lowUpTo: 10, midUpTo: 15 };

describe("snack price bands", () => {
  it("put R$10 in the first band, R$11–15 in the second, more in the third", () => {
    expect([9, 10, 11, 15, 16].map((price) => snackBand(price, bands))).toEqual(["low", "low", "mid", "mid", "high"]);
  });
  it("label each band in both languages", () => {
    expect(["low", "mid", "high"].map((band) => snackBandLabel(band as "low", bands, "pt"))).toEqual(["Até R$ 10", "R$ 11–15", "Acima de R$ 15"]);
    expect(["low", "mid", "high"].map((band) => snackBandLabel(band as "low", bands, "en"))).toEqual(["Up to R$10", "R$11–15", "Above R$15"]);
  });
  it("group snacks by band in price order, leaving out empty bands", () => {
    const groups = groupSnacks([{ priceBRL: 18 }, { priceBRL: 8 }, { priceBRL: 6 }], bands);
    expect(groups).toEqual([
      { band: "low", items: [{ priceBRL: 6 }, { priceBRL: 8 }] },
      { band: "high", items: [{ priceBRL: 18 }] },
    ]);
  });
});

describe("tab keys", () => {
  it("move with arrows (wrapping), Home and End, and ignore other keys", () => {
    expect([nextTabIndex("ArrowRight", 2, 3), nextTabIndex("ArrowLeft", 0, 3), nextTabIndex("Home", 2, 3), nextTabIndex("End", 0, 3)]).toEqual([0, 2, 0, 2]);
    expect(nextTabIndex("a", 1, 3)).toBeNull();
  });
});
