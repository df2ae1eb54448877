import { fixtureContent } from "../../test-utils/fixture-content";
import { contactAcknowledgementMail } from "./contact-mail";
import type { ContactMessage } from "./contact-messages";
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

const LODGE = "lodge@example.org";
const toLodge = (over: Partial<Enquiry>) => {
  const mail = lodgeMail(enquiry(over), LODGE);
  if (!mail) throw new Error("no mail to the lodge, which has an inbox");
  return mail;
};

describe("the enquiry mails", () => {
  it("count nights and guests in the right plural form of each language", () => {
    expect(acknowledgementMail(enquiry({}), LODGE).text).toContain("Chegada: 1 de março de 2027\nSaída: 2 de março de 2027 (1 noite)\nHóspedes: 1 adulto\n");
    expect(acknowledgementMail(enquiry({ checkOut: "2027-03-05", adults: 2, children: 3 }), LODGE).text).toContain("(4 noites)");
    expect(acknowledgementMail(enquiry({ adults: 2, children: 3 }), LODGE).text).toContain("Hóspedes: 2 adultos, 3 crianças\n");
    const english = acknowledgementMail(enquiry({ language: "en", checkOut: "2027-03-03", adults: 1, children: 1 }), LODGE);
    expect(english.text).toContain("Arrival: 1 March 2027\nDeparture: 3 March 2027 (2 nights)\nGuests: 1 adult, 1 child\n");
    expect(toLodge({ adults: 3, children: 1 }).text).toContain("Hóspedes: 3 adultos, 1 criança\n");
  });

  it("name the room or package chosen, from content by its id, in each reader's language", () => {
    const [room, itinerary] = [fixtureContent().rooms[0]!, fixtureContent().itineraries[0]!];
    const english = acknowledgementMail(enquiry({ language: "en", stay: `package:${itinerary.id}` }), LODGE);
    expect(english.text).toContain(`Room or package: ${itinerary.title.en}\n`);
    expect(english.html).toContain(`Room or package: ${itinerary.title.en}</p>`);
    expect(toLodge({ language: "en", stay: `package:${itinerary.id}` }).text).toContain(`Acomodação ou pacote: ${itinerary.title.pt}\n`);
    expect(acknowledgementMail(enquiry({ stay: `room:${room.id}` }), LODGE).text).toContain(`Acomodação ou pacote: ${room.name.pt}\n`);
  });

  it("let the guest reply to the lodge's inbox, and the lodge reply to the guest", () => {
    expect(acknowledgementMail(enquiry({}), LODGE).replyTo).toBe(LODGE);
    expect(acknowledgementMail(enquiry({}), undefined).replyTo).toBeUndefined();
    expect(toLodge({}).replyTo).toBe("ana@example.org");
    expect(lodgeMail(enquiry({}), undefined)).toBeUndefined();
  });

  it("tell the guest to write back to the lodge's inbox when there is one, and name no address when there is none", () => {
    const guestWords = (language: "pt" | "en") =>
      jest.requireActual<{ guest: Record<string, string> }>(`../../../tests/fixtures/content/locales/${language}/mail.json`).guest;
    for (const language of ["pt", "en"] as const) {
      const words = guestWords(language);
      const mails = (inbox: string | undefined) => [
        acknowledgementMail(enquiry({ language }), inbox),
        // `contact` is made below, with the other tests of what a stranger's address receives.
        contactAcknowledgementMail(contact({ language }), inbox),
      ];
      for (const mail of mails(LODGE)) {
        expect(mail.text).toContain(words["replyReachesInbox"]?.replace("{{inbox}}", LODGE));
        expect(mail.html).toContain(LODGE);
        expect(mail.replyTo).toBe(LODGE);
      }
      for (const mail of mails(undefined)) {
        expect(mail.text).toContain(words["replyComesHere"]);
        // No address to write to: neither in the words nor in the headers (the greeting names nobody's address either).
        for (const part of [mail.text, mail.html]) expect(part).not.toContain("@");
        expect(mail.replyTo).toBeUndefined();
      }
    }
  });

  it("fill in what was not given with the words for it", () => {
    const text = toLodge({}).text;
    expect(text).toContain("Telefone: (não informado)");
    expect(text).toContain("Acomodação ou pacote: ainda não decidido");
    expect(text).toContain("Mensagem:\n(sem mensagem)");
  });

  it("link the lodge to the staff area at its address in the route table", () => {
    const mail = toLodge({});
    expect(mail.text).toMatch(/ https?:\/\/[^\s/]+\/pt\/equipe\/$/);
    expect(mail.html).toMatch(/<a href="https?:\/\/[^\s/"]+\/pt\/equipe\/"/);
  });

  it("put a guest's words in as they were written, never as a placeholder or another string", () => {
    const hostile = "{{email}} $t(mail:enquiry.noPhone) {{productName}}";
    const mail = toLodge({ guestName: hostile, message: hostile });
    expect(mail.subject).toContain(`Pedido de reserva: ${hostile},`);
    expect(mail.text).toContain(`Nome: ${hostile}\n`);
    expect(mail.text).toContain(`Mensagem:\n${hostile}\n`);
    expect(mail.text).not.toContain(site.productName + " (não informado)");
    expect(mail.html).toContain(`Mensagem:<br>\n${hostile}</p>`);
  });

  it("show the lodge every character of a guest's words that could reorder or hide them, by its code point", () => {
    const mail = toLodge({ guestName: "Ana \u202Eazuos", message: "Pago \u2066100\u2069 \u200Breais\uD800" });
    expect(mail.subject).toContain("Ana ⟨U+202E⟩azuos");
    expect(mail.text).toContain("Nome: Ana ⟨U+202E⟩azuos\n");
    expect(mail.text).toContain("Pago ⟨U+2066⟩100⟨U+2069⟩ ⟨U+200B⟩reais⟨U+D800⟩");
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\uD800-\uDFFF]/);
    expect(mail.replyTo).toBe("ana@example.org");
  });

  // What a stranger's address receives: the form takes any address, so nothing typed into the form
  // may reach it. A spammer's name and message, with links, in every field that takes text.
  const SPAM = "Visit https://prize.example/claim to claim your prize";
  const contact = (over: Partial<ContactMessage>): ContactMessage => ({
    id: "m1",
    state: "waiting",
    topic: "other",
    message: SPAM,
    guestName: "Ana",
    guestEmail: "ana@example.org",
    language: "pt",
    receivedAt: 0,
    ...over,
  });
  const acknowledgements = (guestName: string) => [
    acknowledgementMail(enquiry({ guestName, message: SPAM, guestPhone: "+55 65 0000 prize.example" }), LODGE),
    acknowledgementMail(enquiry({ guestName, message: SPAM, language: "en" }), LODGE),
    contactAcknowledgementMail(contact({ guestName }), LODGE),
    contactAcknowledgementMail(contact({ guestName, language: "en" }), LODGE),
  ];

  it.each(["Prize.example Winner", "Visit prize dot example now", "Ana https://prize.example", "Ana:prize", "Ana Maria de prize.example"])(
    "never repeat a guest's message, phone or more of a name than its first word of letters to the address given (%s)",
    (guestName) => {
      for (const mail of acknowledgements(guestName)) {
        for (const part of [mail.subject, mail.text, mail.html ?? ""]) {
          expect(part).not.toContain("prize");
          expect(part).not.toContain("claim");
        }
        expect(mail.text.split("\n")[0]).toMatch(/^(Olá!|Hello,|Olá, [\p{L}'’-]+!|Hello [\p{L}'’-]+,)$/u);
        // The only links are the site's own.
        const links = [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map(([link]) => new URL(link).host);
        expect(new Set(links)).toEqual(new Set([new URL(site.siteUrl).host]));
      }
    },
  );

  it("greet a guest by a first name that is a word of letters, in their language, and otherwise by no name", () => {
    const greetings = (name: string) => acknowledgements(name).map((mail) => mail.text.split("\n")[0]);
    expect(greetings("Ana-Lú O’Neil Souza")).toEqual(["Olá, Ana-Lú!", "Hello Ana-Lú,", "Olá, Ana-Lú!", "Hello Ana-Lú,"]);
    expect(greetings("prize.example Winner")).toEqual(["Olá!", "Hello,", "Olá!", "Hello,"]);
    expect(greetings("A".repeat(31))).toEqual(["Olá!", "Hello,", "Olá!", "Hello,"]);
  });

  it("still give the lodge everything the guest wrote", () => {
    expect(toLodge({ guestName: "Prize.example Winner", message: SPAM }).text).toContain(`Nome: Prize.example Winner\n`);
    expect(toLodge({ message: SPAM }).text).toContain(SPAM);
  });
});
