import { scrollOnRouteChange } from "./scroll";

describe("scroll on route change", () => {
  it("goes to the top of a new page", () => expect(scrollOnRouteChange("PUSH", "")).toEqual([0, 0]));
  it("goes to an anchor when the link names one", () => expect(scrollOnRouteChange("PUSH", "#rooms")).toBe("rooms"));
  it("restores the position on back and forward", () => expect(scrollOnRouteChange("POP", "")).toBe(true));
});
