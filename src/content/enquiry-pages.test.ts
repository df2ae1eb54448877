import { roomEnquiryPath } from "../lib/routing/booking";
import { sitemapPages } from "./sitemap";
import type { RouteEntry } from "./collections";
import { allPages, NO_SIGHTINGS } from "./create-pages";
import type { EnquiryPageContext } from "./enquiry-pages";
import type { ListedEntry } from "./entry-pages";

/** A made-up route table and rooms: the code is tested on them, never on today's content. */
const route = (id: string, slug: { pt: string; en: string }, template: RouteEntry["template"]): RouteEntry => ({
  id,
  slug,
  template,
  layout: "standard",
  navGroup: null,
  footerGroup: null,
  noindex: false,
  access: "public",
  title: { pt: `Título ${id}`, en: `Title ${id}` },
  navLabel: { pt: id, en: id },
  description: { pt: `Descrição ${id}`, en: `Description ${id}` },
});
const enquiry = route("booking-enquiry", { pt: "pedido-de-reserva", en: "booking-enquiry" }, "booking-enquiry");
const rooms = route("accommodations", { pt: "acomodacoes", en: "accommodations" }, "accommodations");
const room = (id: string, pt: string, en: string): ListedEntry => ({
  id,
  slug: { pt, en },
  collection: "rooms",
  listing: rooms,
  template: "room-entry",
  related: { speciesIds: [], trailIds: [] },
});

describe("the booking enquiry's copy for each room", () => {
  // A bird among the entries: it has a page of its own, but nothing to book.
  const bird: ListedEntry = { ...room("tanager", "tie-bicudo", "cone-billed-tanager"), collection: "birds", template: "species-entry" };
  const entries = [room("farmhouse", "casa-da-fazenda", "farmhouse"), bird, room("garden-bungalow", "bangalo-jardim", "garden-bungalow")];
  const pages = allPages([enquiry, rooms], entries, NO_SIGHTINGS);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it("is where a room's link leads, in each language, built with that room chosen", () => {
    for (const [language, base] of [
      ["pt", "/pt/pedido-de-reserva/"],
      ["en", "/en/booking-enquiry/"],
    ] as const) {
      const page = byPath.get(roomEnquiryPath(base, "farmhouse"));
      expect(page?.component).toMatch(/templates\/booking-enquiry\.tsx$/);
      expect(page?.context).toMatchObject({
        routeId: "booking-enquiry",
        language,
        chosenStay: "room:farmhouse",
        alternates: { pt: "/pt/pedido-de-reserva/farmhouse/", en: "/en/booking-enquiry/farmhouse/" },
        namespaces: byPath.get(base)?.context.namespaces,
      });
    }
    expect((byPath.get("/pt/pedido-de-reserva/garden-bungalow/")?.context as EnquiryPageContext | undefined)?.chosenStay).toBe("room:garden-bungalow");
  });

  it("leaves the enquiry's own page with nothing chosen", () => {
    expect(byPath.get("/pt/pedido-de-reserva/")?.context).not.toHaveProperty("chosenStay");
  });

  it("is made for rooms only, and never indexed nor in the sitemap: it is the enquiry page again", () => {
    const copies = pages.filter((page) => (page.context as EnquiryPageContext).chosenStay);
    // Two rooms, each in both languages and bare; none for the bird.
    expect(copies).toHaveLength(2 * 3);
    expect(copies.every((page) => page.context.noindex)).toBe(true);
    expect(sitemapPages(copies.map((page) => ({ path: page.path, pageContext: page.context })))).toEqual([]);
  });

  it("is not made without the enquiry page", () => {
    const withoutEnquiry = allPages([rooms], [room("farmhouse", "casa-da-fazenda", "farmhouse")], NO_SIGHTINGS);
    expect(withoutEnquiry.filter((page) => (page.context as EnquiryPageContext).chosenStay)).toEqual([]);
  });
});
