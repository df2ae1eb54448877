import { createRouteLoadingIndicator } from "./route-loading";

describe("route loading indicator", () => {
  afterEach(() => document.querySelectorAll(".route-loading").forEach((element) => element.remove()));

  it("shows one labelled spinner in the page's language, however often Gatsby reports the delay", () => {
    document.documentElement.lang = "pt-BR";
    const indicator = createRouteLoadingIndicator();
    indicator.show();
    indicator.show();
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(document.querySelector('[role="status"]')).toHaveTextContent("Carregando…");
    // Styled by itself: the site's CSS has no rules for it.
    expect((document.querySelector(".route-loading") as HTMLElement).style.position).toBe("fixed");
    expect((document.querySelector(".route-loading__spinner") as HTMLElement).style.borderRadius).toBe("50%");
  });

  it("speaks English on English pages and is gone once the page arrives", () => {
    document.documentElement.lang = "en";
    const indicator = createRouteLoadingIndicator();
    indicator.show();
    expect(document.querySelector('[role="status"]')).toHaveTextContent("Loading…");
    indicator.hide();
    expect(document.querySelector('[role="status"]')).toBeNull();
    indicator.hide();
  });
});
