/** @jest-environment node */
import { recipientKey } from "./recipient-limit";

/** Twelve ways to write one Gmail inbox, each of which Google delivers to it. */
const GMAIL_SPELLINGS = [
  "ana.souza@gmail.com",
  "anasouza@gmail.com",
  "AnaSouza@Gmail.com",
  "a.n.a.s.o.u.z.a@gmail.com",
  "anasouza+lodge@gmail.com",
  "ana.souza+1@gmail.com",
  "anasouza@googlemail.com",
  "ana.souza@googlemail.com",
  "ANA.SOUZA+x@GOOGLEMAIL.COM",
  "an.asou.za+@gmail.com",
  "anasouza+a+b@googlemail.com",
  " anasouza@gmail.com ",
];

describe("recipientKey", () => {
  it("gives every spelling of one Gmail inbox one key", () => {
    expect(new Set(GMAIL_SPELLINGS.map(recipientKey)).size).toBe(1);
  });

  it("keeps the dots of providers that deliver by them, and tells inboxes apart", () => {
    expect(recipientKey("ana.souza@example.com")).not.toBe(recipientKey("anasouza@example.com"));
    expect(recipientKey("Ana+tag@Example.com")).toBe(recipientKey("ana@example.com"));
    expect(recipientKey("anasouza@gmail.com")).not.toBe(recipientKey("anasouza@example.com"));
    expect(recipientKey("anasouza@gmail.com")).not.toBe(recipientKey("anasouza2@gmail.com"));
  });

  it("holds no address, only its hash", () => {
    expect(recipientKey("anasouza@gmail.com")).toMatch(/^mail-to:[0-9a-f]{64}$/);
  });
});
