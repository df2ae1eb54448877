import {
  adoptUnnamedClose,
  announcementId,
  POPUP_CLOSED_DATE_KEY,
  POPUP_CLOSED_FOR_KEY,
  POPUP_CLOSED_KEY,
  rememberPopupClosed,
  shouldShowPopup,
} from "./popup";

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const now = new Date("2026-11-21T12:00:00Z");
const towers = announcementId("lodge", "towers");
const closed = (what: string, when = "2026-01-01T12:00:00Z") =>
  storage({ [POPUP_CLOSED_KEY]: "true", [POPUP_CLOSED_DATE_KEY]: when, [POPUP_CLOSED_FOR_KEY]: what });

describe("lookout-tower popup memory", () => {
  it("shows when never closed", () => {
    expect(shouldShowPopup(towers, storage({}))).toBe(true);
    expect(shouldShowPopup(towers, null)).toBe(true);
  });
  it("stays closed for what it announced, however long ago it was closed", () => {
    expect(shouldShowPopup(towers, closed(towers, "2026-11-20T12:00:00Z"))).toBe(false);
    expect(shouldShowPopup(towers, closed(towers, "2024-01-01T00:00:00Z"))).toBe(false);
  });
  it("shows a new announcement once, even to a visitor who closed the last one", () => {
    expect(shouldShowPopup(announcementId("lodge", "new-hide"), closed(towers))).toBe(true);
  });
  it("counts a close stored without what it closed for the current announcement, and names it, so the next one still shows", () => {
    const values: Record<string, string> = { [POPUP_CLOSED_KEY]: "true", [POPUP_CLOSED_DATE_KEY]: now.toISOString() };
    const unnamed = { getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => void (values[key] = value) };
    expect(shouldShowPopup(towers, unnamed)).toBe(false);
    adoptUnnamedClose(towers, unnamed);
    expect(values[POPUP_CLOSED_FOR_KEY]).toBe(towers);
    expect(shouldShowPopup(announcementId("lodge", "new-hide"), unnamed)).toBe(true);
    adoptUnnamedClose(announcementId("lodge", "new-hide"), unnamed);
    expect(values[POPUP_CLOSED_FOR_KEY]).toBe(towers);
  });
  it("treats odd stored values and blocked storage as never closed", () => {
    expect(shouldShowPopup(towers, storage({ [POPUP_CLOSED_KEY]: "yes", [POPUP_CLOSED_FOR_KEY]: towers }))).toBe(true);
    expect(
      shouldShowPopup(towers, {
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBe(true);
  });
  it("remembers the close, its date and what it announced", () => {
    const saved: Record<string, string> = {};
    rememberPopupClosed(towers, now, { setItem: (key: string, value: string) => void (saved[key] = value) });
    expect(saved).toEqual({ emailPopupClosed: "true", emailPopupClosedDate: "2026-11-21T12:00:00.000Z", emailPopupClosedFor: "lodge#towers" });
    expect(() =>
      rememberPopupClosed(towers, now, {
        setItem: () => {
          throw new Error("quota");
        },
      }),
    ).not.toThrow();
  });
});
