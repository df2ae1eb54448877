import { navRoutesIn } from "../../test-utils/fixtures";
import { resolveContentLink, siteLinkTarget } from "./site-links";

const unset = { bookingUrl: "", birdHotspotUrl: "", social: { instagram: "" } };
const given = { bookingUrl: "https://booking.test/lodge", birdHotspotUrl: "https://birds.test/hotspot/L1", social: { instagram: "https://photos.test/lodge" } };
const routes = navRoutesIn("en");

describe("siteLinkTarget", () => {
  it("opens a set address in a new tab", () => {
    expect(siteLinkTarget("birdHotspot", given, routes)).toEqual({ href: "https://birds.test/hotspot/L1", external: true });
    expect(siteLinkTarget("instagram", given, routes)).toEqual({ href: "https://photos.test/lodge", external: true });
    expect(siteLinkTarget("booking", given, routes)).toEqual({ href: "https://booking.test/lodge", external: true });
  });

  it("has nowhere to go while an address is unset, except booking, which leads to the booking enquiry form", () => {
    expect(siteLinkTarget("birdHotspot", unset, routes)).toBeNull();
    expect(siteLinkTarget("instagram", unset, routes)).toBeNull();
    expect(siteLinkTarget("booking", unset, routes)).toEqual({ href: "/en/pedido-de-reserva/", external: false });
  });

  it("refuses a name it does not know", () => {
    expect(() => siteLinkTarget("fax", given, routes)).toThrow('Unknown site link "fax"');
  });
});

describe("resolveContentLink", () => {
  it("keeps routes on the site and plain addresses outside", () => {
    expect(resolveContentLink({ label: "FAQ", route: { path: "/en/faq/" } }, unset, routes)).toEqual({ href: "/en/faq/", external: false });
    expect(resolveContentLink({ label: "Tanager", url: "https://birds.test/tanager" }, unset, routes)).toEqual({
      href: "https://birds.test/tanager",
      external: true,
    });
  });

  it("resolves site links through site.json, null while unset", () => {
    expect(resolveContentLink({ label: "Instagram", siteLink: "instagram" }, unset, routes)).toBeNull();
    expect(resolveContentLink({ label: "Book now", siteLink: "booking" }, unset, routes)).toEqual({ href: "/en/pedido-de-reserva/", external: false });
  });
});
