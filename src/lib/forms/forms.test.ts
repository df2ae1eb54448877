import { acceptAttribute, checkEmail, checkPhoto, checkText, validateLogin, validatePhotoUpload } from "./forms";

const rules = { maxMegabytes: 10, types: ["image/jpeg", "image/png", "image/webp"] };
const photo = { name: "harpia.jpg", type: "image/jpeg", size: 2_000_000 };

describe("form checks", () => {
  it("require text that is not only spaces, within its length", () => {
    expect([checkText("", 10), checkText("   ", 10), checkText("Ana", 10), checkText("x".repeat(11), 10), checkText("", 10, false)]).toEqual([
      "required",
      "required",
      null,
      "tooLong",
      null,
    ]);
  });
  it("accept e-mail addresses and refuse hostile or malformed ones", () => {
    expect(checkEmail("ana@example.com")).toBeNull();
    expect(checkEmail(" ana@example.com ")).toBeNull();
    for (const bad of ["ana", "ana@", "@example.com", "ana@example", "<script>@x.com", "a b@example.com", 'a"@x.com']) expect(checkEmail(bad)).toBe("email");
    expect(checkEmail(`${"a".repeat(250)}@x.com`)).toBe("tooLong");
  });
  it("accept photos of the allowed types and size only", () => {
    expect(checkPhoto(photo, rules)).toBeNull();
    expect(checkPhoto(null, rules)).toBe("required");
    expect(checkPhoto({ ...photo, name: "doc.pdf", type: "application/pdf" }, rules)).toBe("fileType");
    expect(checkPhoto({ ...photo, name: "trick.jpg.exe", type: "image/jpeg" }, rules)).toBe("fileType");
    expect(checkPhoto({ ...photo, name: "image.svg", type: "image/svg+xml" }, rules)).toBe("fileType");
    expect(checkPhoto({ ...photo, size: 10 * 1024 * 1024 + 1 }, rules)).toBe("fileSize");
    expect(checkPhoto({ ...photo, name: "ARARA.PNG", type: "image/png" }, rules)).toBeNull();
  });
  it("offer the allowed types to the file picker", () => {
    expect(acceptAttribute(rules)).toBe("image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp");
  });
  it("list every problem of the upload form at once", () => {
    expect(validatePhotoUpload({ name: "", email: "x", photo: null, caption: "y".repeat(301), consent: false }, rules)).toEqual({
      name: "required",
      email: "email",
      photo: "required",
      caption: "tooLong",
      consent: "consent",
    });
    expect(validatePhotoUpload({ name: "Ana", email: "ana@example.com", photo, caption: "", consent: true }, rules)).toEqual({});
  });
  it("check only presence and length at login", () => {
    expect(validateLogin({ username: " ", password: "" })).toEqual({ username: "required", password: "required" });
    expect(validateLogin({ username: "ana", password: "x".repeat(129) })).toEqual({ password: "tooLong" });
    expect(validateLogin({ username: "ana", password: " secret " })).toEqual({});
  });
});
