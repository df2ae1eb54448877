import { act, screen } from "@testing-library/react";
import React from "react";
import { consentStore } from "../../lib/behaviours/consent";
import { renderWithI18n } from "../../test-utils/render";
import { PopupGate } from ".";

const towers = { id: "lodge#towers", href: "/pt/lodge/#towers" };

describe("popup timing", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = "cookieConsent=declined; Path=/";
    consentStore.reset();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
  });

  it("opens 1000 ms after the page has loaded when the cookie choice is already stored", async () => {
    renderWithI18n(<PopupGate announcement={towers} />);
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    const popup = await screen.findByRole("dialog", { name: "Nossa nova torre de observação" });
    expect(popup.querySelector("a")).toHaveAttribute("href", towers.href);
  });

  it("leaves a visit that began with the cookie banner alone, on this page and the next", async () => {
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
    consentStore.reset();
    const page = renderWithI18n(<PopupGate announcement={towers} />);
    await act(async () => consentStore.choose("declined"));
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    page.unmount();
    renderWithI18n(<PopupGate announcement={towers} />);
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits while a dialog is open, and shows a second after it closes", async () => {
    renderWithI18n(<PopupGate announcement={towers} />);
    document.body.setAttribute("data-scroll-locked", "");
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    document.body.removeAttribute("data-scroll-locked");
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("never shows on a page with a form", async () => {
    const form = document.createElement("main");
    form.innerHTML = "<form method='post'><input name='x'></form>";
    document.body.append(form);
    renderWithI18n(<PopupGate announcement={towers} />);
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    form.remove();
  });

  it("stays closed once closed for what it announces", async () => {
    localStorage.setItem("emailPopupClosed", "true");
    localStorage.setItem("emailPopupClosedDate", new Date(Date.now() - 365 * 86_400_000).toISOString());
    localStorage.setItem("emailPopupClosedFor", towers.id);
    renderWithI18n(<PopupGate announcement={towers} />);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
