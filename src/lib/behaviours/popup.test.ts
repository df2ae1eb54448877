import { POPUP_CLOSED_DATE_KEY, POPUP_CLOSED_KEY, rememberPopupClosed, shouldShowPopup } from "./popup";

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const now = new Date("2026-11-21T12:00:00Z");

describe("lookout-tower popup schedule", () => {
  it("shows when never closed", () => {
    expect(shouldShowPopup(now, storage({}))).toBe(true);
    expect(shouldShowPopup(now, null)).toBe(true);
  });
  it("stays away for 10 days after closing, then shows again", () => {
    const closedOn = (iso: string) => storage({ [POPUP_CLOSED_KEY]: "true", [POPUP_CLOSED_DATE_KEY]: iso });
    expect(shouldShowPopup(now, closedOn("2026-11-20T12:00:00Z"))).toBe(false);
    expect(shouldShowPopup(now, closedOn("2026-11-11T12:00:01Z"))).toBe(false);
    expect(shouldShowPopup(now, closedOn("2026-11-11T12:00:00Z"))).toBe(true);
  });
  it("treats odd stored values as never closed", () => {
    for (const date of ["", "yesterday", "2027-01-01T00:00:00Z"])
      expect(shouldShowPopup(now, storage({ [POPUP_CLOSED_KEY]: "true", [POPUP_CLOSED_DATE_KEY]: date }))).toBe(true);
    expect(shouldShowPopup(now, storage({ [POPUP_CLOSED_KEY]: "yes", [POPUP_CLOSED_DATE_KEY]: now.toISOString() }))).toBe(true);
    expect(
      shouldShowPopup(now, {
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBe(true);
  });
  it("remembers the close under its two storage keys", () => {
    const saved: Record<string, string> = {};
    rememberPopupClosed(now, { setItem: (key: string, value: string) => void (saved[key] = value) });
    expect(saved).toEqual({ emailPopupClosed: "true", emailPopupClosedDate: "2026-11-21T12:00:00.000Z" });
    expect(() =>
      rememberPopupClosed(now, {
        setItem: () => {
          throw new Error("quota");
        },
      }),
    ).not.toThrow();
  });
});
