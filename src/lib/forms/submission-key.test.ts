import { isSubmissionKey, newSubmissionKey } from "./submission-key";

describe("submission keys", () => {
  it("are new each time, and what the server accepts as a key", () => {
    const keys = Array.from({ length: 50 }, () => newSubmissionKey());
    expect(new Set(keys).size).toBe(50);
    expect(keys.every(isSubmissionKey)).toBe(true);
  });

  const refused: Array<[string, unknown]> = [
    ["empty", ""],
    ["too short", "short"],
    ["too long", "a".repeat(65)],
    ["other characters", "key with spaces here!"],
    ["not text", 42],
  ];
  it.each(refused)("refuse a value %s", (_what, value) => expect(isSubmissionKey(value)).toBe(false));
});
