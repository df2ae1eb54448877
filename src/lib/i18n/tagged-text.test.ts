import { taggedParts } from "./tagged-text";

describe(taggedParts.name, () => {
  it("splits a string around its marked words", () => {
    expect(taggedParts("Read the <privacyLink>privacy policy</privacyLink>.", "privacyLink")).toEqual(["Read the ", "privacy policy", "."]);
    expect(taggedParts("<privacyLink>Privacy</privacyLink>", "privacyLink")).toEqual(["", "Privacy", ""]);
  });

  it("keeps a string without the tags, or with other tags, whole", () => {
    expect(taggedParts("Read the privacy policy.", "privacyLink")).toEqual(["Read the privacy policy.", null, ""]);
    expect(taggedParts("Read the <b>policy</b>.", "privacyLink")).toEqual(["Read the <b>policy</b>.", null, ""]);
    expect(taggedParts("Read the <privacyLink>policy.", "privacyLink")).toEqual(["Read the <privacyLink>policy.", null, ""]);
  });
});
