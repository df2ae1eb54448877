import { finishedWalks, finishWalk, startWalk, tick, untick, walkUnderWay } from "./walk-ticks";

const START = new Date("2026-11-28T09:10:00Z");

describe("a walk's ticks", () => {
  it("starts with no tick, one observer, reported as complete, under way", () => {
    expect(startWalk("w1", "jatoba", START)).toEqual({
      id: "w1",
      trailId: "jatoba",
      startedAt: "2026-11-28T09:10:00.000Z",
      finishedAt: null,
      ticks: [],
      observers: 1,
      allReported: true,
      comments: "",
    });
  });

  it("ticks a species once, as present or with its count, and changes the count in place", () => {
    let walk = startWalk("w1", null, START);
    walk = tick(walk, "Pionus menstruus", null);
    walk = tick(walk, "Ara ararauna", 3);
    walk = tick(walk, "Pionus menstruus", 12);
    expect(walk.ticks).toEqual([
      { speciesId: "Pionus menstruus", count: 12 },
      { speciesId: "Ara ararauna", count: 3 },
    ]);
    expect(untick(walk, "Ara ararauna").ticks).toEqual([{ speciesId: "Pionus menstruus", count: 12 }]);
  });

  it("takes a count that is not a whole number above zero as present", () => {
    const walk = startWalk("w1", null, START);
    for (const count of [0, -2, 1.5, Number.NaN]) expect(tick(walk, "Ara ararauna", count).ticks).toEqual([{ speciesId: "Ara ararauna", count: null }]);
  });

  it("finishes with its details, and at least one observer", () => {
    const walk = finishWalk(startWalk("w1", null, START), new Date("2026-11-28T11:00:00Z"), { observers: 0, allReported: false, comments: "Rain" });
    expect(walk).toMatchObject({ finishedAt: "2026-11-28T11:00:00.000Z", observers: 1, allReported: false, comments: "Rain" });
  });

  it("knows the walk under way, the latest started, and the finished ones latest first", () => {
    const old = startWalk("old", null, new Date("2026-11-20T09:00:00Z"));
    const under = startWalk("under", null, new Date("2026-11-27T09:00:00Z"));
    const done = finishWalk(startWalk("done", null, new Date("2026-11-25T09:00:00Z")), new Date("2026-11-25T10:00:00Z"), {
      observers: 1,
      allReported: true,
      comments: "",
    });
    const older = finishWalk(startWalk("older", null, new Date("2026-11-21T09:00:00Z")), new Date("2026-11-21T10:00:00Z"), {
      observers: 1,
      allReported: true,
      comments: "",
    });
    expect(walkUnderWay([old, done, under, older])?.id).toBe("under");
    expect(finishedWalks([old, done, under, older]).map((walk) => walk.id)).toEqual(["done", "older"]);
    expect(walkUnderWay([done])).toBeNull();
  });
});
