import { navRoutesIn } from "../../test-utils/fixtures";
import { bookingTarget, CONTACT_ROUTE_ID } from "./booking";

describe("bookingTarget", () => {
  it("opens the lodge's booking page in a new tab once site.json has one", () => {
    expect(bookingTarget({ bookingUrl: "https://booking.test/lodge" }, navRoutesIn("pt"))).toEqual({ href: "https://booking.test/lodge", external: true });
  });

  it("without one, leads to the contact page in the page's language, on the site", () => {
    expect(bookingTarget({ bookingUrl: "" }, navRoutesIn("pt"))).toEqual({ href: "/pt/como-chegar/", external: false });
    expect(bookingTarget({ bookingUrl: "" }, navRoutesIn("en"))).toEqual({ href: "/en/how-to-get-here/", external: false });
  });

  it("falls back to the home page of the route table if the contact route were ever missing", () => {
    const withoutContact = navRoutesIn("en").filter((route) => route.routeId !== CONTACT_ROUTE_ID);
    expect(bookingTarget({ bookingUrl: "" }, withoutContact)).toEqual({ href: "/en/", external: false });
    expect(bookingTarget({ bookingUrl: "" }, [])).toEqual({ href: "/", external: false });
  });
});
