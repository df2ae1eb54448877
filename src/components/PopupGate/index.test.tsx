import { act, screen } from "@testing-library/react";
import React from "react";
import { consentStore } from "../../lib/behaviours/consent";
import { renderWithI18n } from "../../test-utils/render";
import { PopupGate } from ".";

describe("popup timing", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    document.cookie = "cookieConsent=declined; Path=/";
    consentStore.reset();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
  });

  it("opens 1000 ms after the page has loaded when the cookie choice is already stored", async () => {
    renderWithI18n(<PopupGate lodgePath="/pt/lodge/" />);
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByRole("dialog", { name: "Nossa nova torre de observação" })).toBeInTheDocument();
  });

  it("stays closed when it was closed yesterday", async () => {
    localStorage.setItem("emailPopupClosed", "true");
    localStorage.setItem("emailPopupClosedDate", new Date(Date.now() - 86_400_000).toISOString());
    renderWithI18n(<PopupGate lodgePath="/pt/lodge/" />);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
