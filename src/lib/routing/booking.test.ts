import { navRoutesIn } from "../../test-utils/fixtures";
import { bookingTarget, ENQUIRY_ROUTE_ID } from "./booking";

describe("bookingTarget", () => {
  it("opens the lodge's booking page in a new tab once site.json has one", () => {
    expect(bookingTarget({ bookingUrl: "https://booking.test/lodge" }, navRoutesIn("pt"))).toEqual({ href: "https://booking.test/lodge", external: true });
  });

  it("without one, leads to the booking enquiry form in the page's language, on the site", () => {
    expect(bookingTarget({ bookingUrl: "" }, navRoutesIn("pt"))).toEqual({ href: "/pt/pedido-de-reserva/", external: false });
    expect(bookingTarget({ bookingUrl: "" }, navRoutesIn("en"))).toEqual({ href: "/en/pedido-de-reserva/", external: false });
  });

  it("falls back to the home page of the route table if the enquiry route were ever missing", () => {
    const withoutEnquiry = navRoutesIn("en").filter((route) => route.routeId !== ENQUIRY_ROUTE_ID);
    expect(bookingTarget({ bookingUrl: "" }, withoutEnquiry)).toEqual({ href: "/en/", external: false });
    expect(bookingTarget({ bookingUrl: "" }, [])).toEqual({ href: "/", external: false });
  });
});
