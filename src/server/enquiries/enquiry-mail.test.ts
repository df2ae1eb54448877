import { fixtureContent } from "../../test-utils/fixture-content";
import { acknowledgementMail, lodgeMail } from "./enquiry-mail";
import type { Enquiry } from "./enquiries";

// What the mails' code reads from content/ (site.json, the mail strings, the rooms and packages a
// guest may ask for) it reads here from the frozen fixture, tests/fixtures/content/: the wording below
// is the fixture's, so an editor who rewords a mail in content/ keeps this test green.
jest.mock("../../../content/site.json", () => jest.requireActual("../../../tests/fixtures/content/site.json"));
jest.mock("../../../content/locales/pt/mail.json", () => jest.requireActual("../../../tests/fixtures/content/locales/pt/mail.json"));
jest.mock("../../../content/locales/en/mail.json", () => jest.requireActual("../../../tests/fixtures/content/locales/en/mail.json"));
jest.mock("../../../content/rooms.json", () => jest.requireActual("../../../tests/fixtures/content/rooms.json"));
jest.mock("../../../content/itineraries.json", () => jest.requireActual("../../../tests/fixtures/content/itineraries.json"));
// The staff area renamed, as an editor may: the lodge's mail must link to the new address.
jest.mock("../../../content/routes.json", () =>
  jest
    .requireActual<Array<{ id: string; slug: Record<string, string> }>>("../../../tests/fixtures/content/routes.json")
    .map((route) => (route.id === "staff" ? { ...route, slug: { pt: "equipe", en: "team" } } : route)),
);

const { site } = fixtureContent();

const enquiry = (over: Partial<Enquiry>): Enquiry => ({
  id: "e1",
  state: "waiting",
  checkIn: "2027-03-01",
  checkOut: "2027-03-02",
  adults: 1,
  children: 0,
  stay: "undecided",
  message: "",
  guestName: "Ana",
  guestEmail: "ana@example.org",
  guestPhone: "",
  language: "pt",
  receivedAt: 0,
  ...over,
});

describe("the enquiry mails", () => {
  it("count nights and guests in the right plural form of each language", () => {
    expect(acknowledgementMail(enquiry({})).text).toContain("para 1 noite, de 1 de março de 2027 a 2 de março de 2027, para 1 adulto.");
    expect(acknowledgementMail(enquiry({ checkOut: "2027-03-05", adults: 2, children: 3 })).text).toContain("para 4 noites,");
    expect(acknowledgementMail(enquiry({ adults: 2, children: 3 })).text).toContain("para 2 adultos, 3 crianças.");
    const english = acknowledgementMail(enquiry({ language: "en", checkOut: "2027-03-03", adults: 1, children: 1 }));
    expect(english.text).toContain("for 2 nights, from 1 March 2027 to 3 March 2027, for 1 adult, 1 child.");
    expect(lodgeMail(enquiry({ adults: 3, children: 1 }), "lodge@example.org").text).toContain("Hóspedes: 3 adultos, 1 criança\n");
  });

  it("fill in what was not given with the words for it", () => {
    const text = lodgeMail(enquiry({}), "lodge@example.org").text;
    expect(text).toContain("Telefone: (não informado)");
    expect(text).toContain("Acomodação ou pacote: ainda não decidido");
    expect(text).toContain("Mensagem:\n(sem mensagem)");
  });

  it("link the lodge to the staff area at its address in the route table", () => {
    expect(lodgeMail(enquiry({}), "lodge@example.org").text).toMatch(/ https?:\/\/[^\s/]+\/pt\/equipe\/$/);
  });

  it("put a guest's words in as they were written, never as a placeholder or another string", () => {
    const hostile = "{{email}} $t(mail:enquiry.noPhone) {{productName}}";
    const mail = lodgeMail(enquiry({ guestName: hostile, message: hostile }), "lodge@example.org");
    expect(mail.subject).toContain(`Pedido de reserva: ${hostile},`);
    expect(mail.text).toContain(`Nome: ${hostile}\n`);
    expect(mail.text).toContain(`Mensagem:\n${hostile}\n`);
    expect(mail.text).not.toContain(site.productName + " (não informado)");
  });

  it("show the lodge every character of a guest's words that could reorder or hide them, by its code point", () => {
    const mail = lodgeMail(enquiry({ guestName: "Ana \u202Eazuos", message: "Pago \u2066100\u2069 \u200Breais\uD800" }), "lodge@example.org");
    expect(mail.subject).toContain("Ana ⟨U+202E⟩azuos");
    expect(mail.text).toContain("Nome: Ana ⟨U+202E⟩azuos\n");
    expect(mail.text).toContain("Pago ⟨U+2066⟩100⟨U+2069⟩ ⟨U+200B⟩reais⟨U+D800⟩");
    expect(mail.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\uD800-\uDFFF]/);
    expect(mail.replyTo).toBe("ana@example.org");
  });
});
