import { checkEmail, checkName, checkPlainText, checkPublishedText, checkText } from "./forms";
import { acceptAttribute, checkPhoto, sendPhoto, validatePhotoUpload } from "./photo-upload";
import { validateLogin } from "./sign-in";
import { dayNumber, lodgeToday } from "./enquiry";

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
  it("take names of any script, and refuse markup or query syntax in them", () => {
    for (const name of ["Ana", "José d'Ávila", "Anne-Marie O’Neil", "Dr. Kōji", "Сергей", "Lê Văn Tâm"]) expect(checkName(name, 100)).toBeNull();
    for (const name of ["<b>Ana</b>", "x'); DROP TABLE photos;--", "Ana = 1", "' OR '1'='1", "-Ana"]) expect(checkName(name, 100)).toBe("nameCharacters");
    expect(checkName("Ana\u0000", 100)).toBe("characters");
    expect(checkName(" ", 100)).toBe("required");
  });
  it("take captions as plain text: punctuation yes, markup and control characters no", () => {
    expect(checkPlainText("Arara-azul (Anodorhynchus hyacinthinus); 5:30, rio Claro — 2 adultos!", 300)).toBeNull();
    for (const caption of ["<script>alert(1)</script>", "a > b"]) expect(checkPlainText(caption, 300)).toBe("markup");
    expect(checkPlainText("bell\u0007", 300)).toBe("characters");
    expect(checkPlainText("", 300, false)).toBeNull();
  });
  it("accept e-mail addresses and refuse hostile or malformed ones", () => {
    expect(checkEmail("ana@example.com")).toBeNull();
    expect(checkEmail(" ana@example.com ")).toBeNull();
    for (const bad of ["ana", "ana@", "@example.com", "ana@example", "<script>@x.com", "a b@example.com", 'a"@x.com']) expect(checkEmail(bad)).toBe("email");
    expect(checkEmail(`${"a".repeat(250)}@x.com`)).toBe("tooLong");
  });
  it("take only well-formed text people type: no half surrogate pair, decoder's replacement, noncharacter or control character", () => {
    const unreadable = [
      "half \uD800 pair",
      "low \uDC00 half",
      "ends with \uD83D",
      "lost \uFFFD byte",
      "non\uFFFE",
      "non\u{10FFFF}",
      "null\u0000",
      "c1\u0085",
      "del\u007F",
    ];
    for (const text of unreadable) {
      expect([text, checkText(text, 100)]).toEqual([text, "characters"]);
      expect([text, checkPlainText(text, 100, false)]).toEqual([text, "characters"]);
      expect([text, checkName(`Ana ${text}`, 100)]).toEqual([text, "characters"]);
      expect([text, checkEmail(`ana${text}@example.com`)]).toEqual([text, "email"]);
    }
    // Whole characters outside the Basic Multilingual Plane, joiners and line breaks are text.
    for (const text of ["Tuiuiú 🦩 ao pôr do sol", "família 👨‍👩‍👧 e ❤️", "linha 1\nlinha 2\r\n\tfim", "مرحبا", "נחל"])
      expect(checkPlainText(text, 300)).toBeNull();
    expect(validateLogin({ username: "ana\uD800", password: "secret \uDFFF" })).toEqual({ username: "characters", password: "characters" });
  });
  it("refuse names that could not be seen or that reorder text", () => {
    for (const name of ["\u3164", "Ana\u3164", "Ana \u202Eazuos", "Ana\u200B", "\u2066Ana\u2069", "Ana\u00AD"])
      expect([name, checkName(name, 100)]).toEqual([name, "nameCharacters"]);
  });
  it("publish no caption holding a character that would disguise it, while guests may send one", () => {
    expect(checkPlainText("Arara \u202Eazul", 300)).toBeNull();
    expect(checkPublishedText("Arara \u202Eazul", 300)).toBe("characters");
    expect(checkPublishedText("Arara\u200Bazul", 300)).toBe("characters");
    expect(checkPublishedText("Arara-azul 🦜 — ao amanhecer", 300)).toBeNull();
    expect(checkPublishedText("<b>", 300)).toBe("markup");
  });
  it("take e-mail addresses by the HTML standard's rule for type=email, with a dot in the domain", () => {
    const valid = [
      "ana@example.com",
      "a.b-c_d+tag@mail.example.com.br",
      "o'neil@example.ie",
      "a&b?c=d%41@example.org",
      "x@a-b.co",
      "1@2.io",
      "UPPER@EXAMPLE.COM",
    ];
    for (const address of valid) expect([address, checkEmail(address)]).toEqual([address, null]);
    const invalid = [
      "guest@example.org?bcc=x@evil.test&body=hi",
      "guest@example.org?subject=x",
      "guest@example.org&cc=x@evil.test",
      "guest@example.org,x@evil.test",
      "guest@example.org%0ABcc:x@evil.test",
      "guest@example.org\nBcc: x@evil.test",
      "Guest <guest@example.org>",
      "guest@exa_mple.org",
      "guest@-example.org",
      "guest@example-.org",
      "guest@example..org",
      "guest@.example.org",
      `guest@${"a".repeat(64)}.org`,
      "josé@example.com",
      "ana@exämple.com",
      "ana@example.com\u202E",
      "ana(comment)@example.com",
      "ana@[127.0.0.1]",
      "ana@example",
    ];
    for (const address of invalid) expect([address, checkEmail(address)]).toEqual([address, "email"]);
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

describe("sending a photo", () => {
  // The page's test environment has no Response; the answer needs only what sendPhoto reads.
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;
  it("reads the server's result code and its field problems", async () => {
    expect(await sendPhoto(new FormData(), answering(202, { ok: true, code: "sent" }))).toEqual({ code: "sent", fields: {} });
    expect(await sendPhoto(new FormData(), answering(400, { code: "fields", fields: { name: "nameCharacters" } }))).toEqual({
      code: "fields",
      fields: { name: "nameCharacters" },
    });
    expect((await sendPhoto(new FormData(), answering(422, { code: "tooSmall" }))).code).toBe("tooSmall");
    expect((await sendPhoto(new FormData(), answering(503, { error: "the review queue is full", code: "queueFull", retryAfter: 86400 }))).code).toBe(
      "queueFull",
    );
  });
  it("treats a size refusal without a code as too large, and anything unknown or unreachable as a failure", async () => {
    expect((await sendPhoto(new FormData(), answering(413, { error: "the request body is larger than 10551296 bytes" }))).code).toBe("fileSize");
    expect((await sendPhoto(new FormData(), answering(500, { code: "<img>" }))).code).toBe("failed");
    expect((await sendPhoto(new FormData(), answering(400, { code: "sent" }))).code).toBe("failed");
    expect((await sendPhoto(new FormData(), () => Promise.reject(new TypeError("offline")))).code).toBe("failed");
  });
});

describe("booking enquiry dates", () => {
  it("reads real calendar dates only, and counts days", () => {
    expect(dayNumber("2027-01-02")! - dayNumber("2026-12-31")!).toBe(2);
    for (const bad of ["2027-02-29", "2026-13-01", "2026-1-5", "05/01/2027", "", "2026-12-31T00:00"]) expect(dayNumber(bad)).toBeNull();
    expect(dayNumber("2028-02-29")).not.toBeNull();
  });
  it("takes the lodge's today, four hours behind UTC", () => {
    expect(lodgeToday(Date.parse("2026-11-24T03:30:00Z"))).toBe("2026-11-23");
    expect(lodgeToday(Date.parse("2026-11-24T04:30:00Z"))).toBe("2026-11-24");
  });
});
