import { createRouteLoadingIndicator, SHOW_AFTER_MS } from "./route-loading";

describe("route loading indicator", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("stays hidden for fast navigations", () => {
    const indicator = createRouteLoadingIndicator();
    indicator.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS - 1);
    indicator.stop();
    jest.advanceTimersByTime(1000);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it("shows a labelled spinner for slow ones, in the page's language, and removes it when the page arrives", () => {
    document.documentElement.lang = "pt-BR";
    const indicator = createRouteLoadingIndicator();
    indicator.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS);
    expect(document.querySelector('[role="status"]')).toHaveTextContent("Carregando…");
    indicator.stop();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
