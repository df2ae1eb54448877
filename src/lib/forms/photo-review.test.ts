import { LIMITS } from "./forms";
import { readApproval } from "./photo-review";

const guest = { caption: "  tucano no ipê ", guestName: "Ana Souza" };

describe("an approval's fields, as the server reads them", () => {
  it("take the guest's caption and name where a client sends neither, and no caption in the other language", () => {
    expect(readApproval({}, guest)).toEqual({ approval: { caption: "tucano no ipê", captionOther: null, credit: "Ana Souza" } });
  });

  it("take the captions and credit staff sent, trimmed; an empty caption in the other language is none", () => {
    expect(readApproval({ caption: " Tucano-toco ", captionOther: " Toco toucan ", credit: "Ana S." }, guest)).toEqual({
      approval: { caption: "Tucano-toco", captionOther: "Toco toucan", credit: "Ana S." },
    });
    expect(readApproval({ captionOther: "   " }, guest)).toEqual({ approval: { caption: "tucano no ipê", captionOther: null, credit: "Ana Souza" } });
  });

  it("check the caption in the other language as the caption: no markup, no hidden characters, within the same length", () => {
    const atLimit = "a".repeat(LIMITS.caption);
    expect(readApproval({ caption: atLimit, captionOther: atLimit }, guest)).toHaveProperty("approval");
    for (const [value, problem] of [
      ["<script>alert(1)</script>", "markup"],
      ["Toco \u202Etoucan", "characters"],
      [`${atLimit}a`, "tooLong"],
    ] as const) {
      expect(readApproval({ caption: value }, guest)).toEqual({ problems: { caption: problem } });
      expect(readApproval({ captionOther: value }, guest)).toEqual({ problems: { captionOther: problem } });
    }
  });

  it("name every field at fault at once", () => {
    expect(readApproval({ caption: "<b>", captionOther: "<i>", credit: "x'; DROP TABLE" }, guest)).toEqual({
      problems: { caption: "markup", captionOther: "markup", credit: "nameCharacters" },
    });
  });
});
