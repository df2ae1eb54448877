import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { accommodationsPage, navRoutesIn } from "../../test-utils/fixtures";
import { TextEncoder } from "node:util";
import { renderWithI18n, strings, withI18n } from "../../test-utils/render";
import { NAV_GROUPS } from "../../lib/routing/navigation";
import { Navbar } from ".";

/** Made-up contacts, well-formed: what site.json will hold once the lodge gives them. */
const GIVEN = { bookingUrl: "https://book.test/", whatsapp: "+55 11 98765-4321" };

function renderNavbar(language: "pt" | "en" = "pt", contacts: { bookingUrl: string; whatsapp: string } = GIVEN) {
  window.history.replaceState(null, "", "/?a=1#x");
  return renderWithI18n(
    <Navbar
      page={accommodationsPage(language)}
      routes={navRoutesIn(language)}
      productName="Jardim da Amazônia"
      bookingUrl={contacts.bookingUrl}
      whatsapp={contacts.whatsapp}
    />,
    language,
  );
}

const desktopNav = () => screen.getAllByRole("navigation")[0] as HTMLElement;
/** The dropdown groups: a <details> each, opened by its <summary>. */
const groupsOf = (nav: HTMLElement) => [...nav.querySelectorAll("details")];
const summaryOf = (details: HTMLDetailsElement) => details.querySelector("summary") as HTMLElement;
/** The browser tells the open group with a toggle event, a task after the click. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("Navbar", () => {
  it("has its four groups with their exact members", () => {
    renderNavbar("en");
    const groups = groupsOf(desktopNav());
    // The groups' names and members come from the UI strings and the route table, in their order.
    const groupNames = (strings("en", "common") as { nav: { groups: Record<string, string> } }).nav.groups;
    expect(groups.map((details) => summaryOf(details).textContent)).toEqual(NAV_GROUPS.map((group) => groupNames[group]));
    const members = groups.map((details) => [...details.querySelectorAll("ul a")].map((a) => a.getAttribute("href") ?? ""));
    const routes = navRoutesIn("en");
    expect(members).toEqual(NAV_GROUPS.map((group) => routes.filter((route) => route.navGroup === group).map((route) => route.path)));
    expect(members.every((links) => links.length > 0)).toBe(true);
  });

  it("keeps at most one group open", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const [first, second] = groupsOf(desktopNav()) as [HTMLDetailsElement, HTMLDetailsElement];
    await user.click(summaryOf(first));
    await settled();
    expect(first.open).toBe(true);
    await user.click(summaryOf(second));
    await settled();
    expect(first.open).toBe(false);
    expect(second.open).toBe(true);
    await user.click(summaryOf(second));
    await settled();
    expect(second.open).toBe(false);
  });

  it("closes on Escape and returns focus to the group's summary", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const first = groupsOf(desktopNav())[0] as HTMLDetailsElement;
    await user.click(summaryOf(first));
    await settled();
    await user.tab();
    expect(document.activeElement).toHaveAttribute("href", "/pt/acomodacoes/");
    await user.keyboard("{Escape}");
    expect(first.open).toBe(false);
    expect(summaryOf(first)).toHaveFocus();
  });

  it("closes an open group on a tap outside it", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const first = groupsOf(desktopNav())[0] as HTMLDetailsElement;
    await user.click(summaryOf(first));
    await settled();
    fireEvent.pointerDown(document.body);
    expect(first.open).toBe(false);
  });

  it("closes an open group when keyboard focus moves past it", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const groups = groupsOf(desktopNav());
    const last = groups[groups.length - 1] as HTMLDetailsElement;
    await user.click(summaryOf(last));
    await settled();
    await user.tab(); // FAQ
    await user.tab(); // How to get here
    expect(last.open).toBe(true);
    await user.tab(); // out of the groups, to the language toggle
    expect(last.open).toBe(false);
  });

  it("turns solid when a group is open and after 50 px of scroll", async () => {
    const user = userEvent.setup();
    const { container } = renderNavbar();
    const header = container.querySelector("header") as HTMLElement;
    expect(header).not.toHaveAttribute("data-solid");
    await user.click(summaryOf(groupsOf(desktopNav())[0] as HTMLDetailsElement));
    await settled();
    expect(header).toHaveAttribute("data-solid");
    await user.keyboard("{Escape}");
    await settled();
    expect(header).not.toHaveAttribute("data-solid");
    await act(async () => {
      Object.defineProperty(window, "scrollY", { value: 51, configurable: true });
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute("data-solid");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("works without script: its groups are <details>, the menu button opens the navigation as a popover", async () => {
    // The server renderer wants the encoder Node has and jsdom's window lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(withI18n(<Navbar page={accommodationsPage("pt")} routes={navRoutesIn("pt")} productName="Jardim da Amazônia" {...GIVEN} />));
    const served = document.createElement("div");
    served.innerHTML = html;
    const nav = served.querySelector("nav") as HTMLElement;
    expect(groupsOf(nav)).toHaveLength(NAV_GROUPS.length);
    expect(nav).toHaveAttribute("popover", "auto");
    const menuButton = [...served.querySelectorAll("button")].find((button) => button.textContent === "Abrir menu");
    expect(menuButton).toHaveAttribute("popovertarget", nav.id);
    // The browser says whether the popover is open; a fixed aria-expanded would say "closed" for ever.
    expect(menuButton).not.toHaveAttribute("aria-expanded");
    expect(served.querySelector("header")).toHaveAttribute("data-without-js", "solid");
    // The menu without script offers what the scripted one does beside the groups.
    const links = [...nav.querySelectorAll(":scope > ul > li > a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Início", "/pt/"],
      ["Contato", "/pt/como-chegar/#contact"],
      ["Reservar (abre em nova aba)", "https://book.test/"],
    ]);
  });

  it("offers Book now in a new tab, WhatsApp, contact and the language toggle", () => {
    renderNavbar();
    const book = screen.getAllByRole("link", { name: /Reservar/ })[0] as HTMLElement;
    expect(book).toHaveAttribute("href", "https://book.test/");
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener");
    expect(screen.getAllByRole("link", { name: /WhatsApp/ })[0]).toHaveAttribute("href", "https://wa.me/5511987654321");
    expect(screen.getAllByRole("link", { name: /Contato/ })[0]).toHaveAttribute("href", "/pt/como-chegar/#contact");
    const toggle = screen.getAllByRole("link", { name: /^EN/ })[0] as HTMLElement;
    // Rendered with the address of the test page, http://localhost/?a=1#x (set in renderNavbar).
    expect(toggle).toHaveAttribute("href", "/en/accommodations/?a=1#x");
    expect(toggle).toHaveTextContent(/^EN/);
  });

  it("without a booking page or WhatsApp number in site.json: Book now leads to the booking enquiry form, same tab, and no WhatsApp link", () => {
    renderNavbar("en", { bookingUrl: "", whatsapp: "" });
    for (const book of screen.getAllByRole("link", { name: /Book now/, hidden: true })) {
      expect(book).toHaveAttribute("href", "/en/pedido-de-reserva/");
      expect(book).not.toHaveAttribute("target");
    }
    expect(screen.queryAllByRole("link", { name: /WhatsApp/, hidden: true })).toEqual([]);
  });

  it("shows PT on English pages", () => {
    renderNavbar("en");
    expect(screen.getAllByRole("link", { name: /^PT/ })[0]).toHaveAttribute("href", "/pt/acomodacoes/?a=1#x");
  });
});

describe("Mobile menu", () => {
  const menuButton = () => screen.getByRole("button", { name: "Abrir menu" });
  const dialog = () => screen.getByRole("dialog", { hidden: true });

  it("opens with focus on its close button, locks scroll and closes any open dropdown", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const group = groupsOf(desktopNav())[0] as HTMLDetailsElement;
    await user.click(summaryOf(group));
    await settled();
    await user.click(menuButton());
    expect(group.open).toBe(false);
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(document.body).toHaveAttribute("data-scroll-locked");
    expect(within(dialog()).getByRole("button", { name: "Fechar menu" })).toHaveFocus();
  });

  it("closes on Escape, returning focus to the menu button and unlocking scroll", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
    expect(menuButton()).toHaveFocus();
  });

  it("closes on the overlay and on a link", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    await user.click(screen.getByTestId("mobile-menu-overlay"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton());
    await user.click(within(dialog()).getByRole("link", { name: "Contato" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("folds its groups as an accordion, one open at a time, and keeps Tab inside", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    const [first, second] = within(dialog()).getAllByRole("button", { expanded: false }) as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
  });
});
