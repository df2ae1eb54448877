import { renderHook } from "@testing-library/react";
import { consentStore } from "../lib/behaviours/consent";
import { useTabTeaser } from "./useTabTeaser";

const messages = { pt: ["Volte!", "As aves chamam"], en: ["Come back!", "The birds are calling"] };
let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
const setVisibility = async (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
  await Promise.resolve();
  await Promise.resolve();
};

describe("tab-title teaser", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = "Trilhas · Jardim da Amazônia";
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
    consentStore.reset();
  });
  afterEach(() => jest.useRealTimers());

  it("alternates every 5 s while hidden (English without consent) and restores the title on return", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const { unmount } = renderHook(() => useTabTeaser(messages, "https://lookup.example"));
    await setVisibility("hidden");
    expect(document.title).toBe("Come back!");
    jest.advanceTimersByTime(4999);
    expect(document.title).toBe("Come back!");
    jest.advanceTimersByTime(1);
    expect(document.title).toBe("The birds are calling");
    jest.advanceTimersByTime(5000);
    expect(document.title).toBe("Come back!");
    await setVisibility("visible");
    expect(document.title).toBe("Trilhas · Jardim da Amazônia");
    jest.advanceTimersByTime(20000);
    expect(document.title).toBe("Trilhas · Jardim da Amazônia");
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();
  });
});
