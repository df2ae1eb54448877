import { guestTextParts, mailtoHref, revealHidden, withoutHidden } from "./guest-text";

describe("guests' text shown to staff", () => {
  it("names every character that reorders or hides text, and keeps the rest as it was", () => {
    expect(guestTextParts("Ana \u202Egpj.exe")).toEqual([
      { kind: "text", text: "Ana " },
      { kind: "hidden", codePoint: "U+202E" },
      { kind: "text", text: "gpj.exe" },
    ]);
    const hostile =
      "a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm\u200Bn\u2060o\uFEFFp\u00ADq\u3164r\u2028s\u0007t\uD800u\u{E0041}v";
    expect(revealHidden(hostile)).toBe(
      "a⟨U+202A⟩b⟨U+202B⟩c⟨U+202C⟩d⟨U+202D⟩e⟨U+202E⟩f⟨U+2066⟩g⟨U+2067⟩h⟨U+2068⟩i⟨U+2069⟩j⟨U+200E⟩k⟨U+200F⟩l⟨U+061C⟩m⟨U+200B⟩n⟨U+2060⟩o⟨U+FEFF⟩p⟨U+00AD⟩q⟨U+3164⟩r⟨U+2028⟩s⟨U+0007⟩t⟨U+D800⟩u⟨U+E0041⟩v",
    );
    expect(withoutHidden(hostile)).toBe("abcdefghijklmnopqrstuv");
  });

  it("leaves what scripts and emoji need: joiners, variation selectors, line breaks, right-to-left letters", () => {
    for (const text of ["👨‍👩‍👧 ❤️", "می‌خواهم", "linha 1\nlinha 2\r\n\tfim", "שלום עולם", "مرحبا"]) expect(guestTextParts(text)).toEqual([{ kind: "text", text }]);
    expect(guestTextParts("")).toEqual([]);
  });

  it("writes a mailto link that cannot gain recipients, headers or a body", () => {
    expect(mailtoHref("carla@example.com", "Seu pedido & datas?")).toBe("mailto:carla@example.com?subject=Seu%20pedido%20%26%20datas%3F");
    expect(mailtoHref("a&b?c=d%41@example.org")).toBe("mailto:a%26b%3Fc%3Dd%2541@example.org");
    const url = new URL(mailtoHref("x?bcc=y&body=z@example.org", "Olá") ?? "");
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    // Stored by older code, not an address: never a link.
    for (const stored of ["guest@example.org?bcc=x@evil.test&body=hi", "a@b.c, d@e.f", "ana\uD800@example.com", "", " ana@example.com"])
      expect(mailtoHref(stored)).toBeNull();
  });
});
