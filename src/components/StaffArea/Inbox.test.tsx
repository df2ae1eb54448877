import { fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithI18n, strings } from "../../test-utils/render";
import { Inbox } from "./Inbox";
import { answering, disguisedSpots, HOSTILE_MESSAGE, HOSTILE_NAME, hiddenTitle, ODD_VALID_EMAIL, PARAMETER_EMAIL } from "../../test-utils/hostile-guest-text";

const enquiry = (over: Record<string, unknown>) => ({
  id: String(Math.random()),
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  adults: 2,
  children: 0,
  stay: "undecided",
  stayName: null,
  message: "",
  guestName: "Carla",
  guestEmail: "carla@example.org",
  guestPhone: "",
  language: "pt",
  receivedAt: 0,
  state: "waiting",
  ...over,
});

/** The inbox's words in the fixture's forms.json. */
type InboxWords = { inbox: { state: Record<string, string>; language: Record<string, string>; setState: Record<string, string>; waiting_zero: string } };

describe("the staff's inbox", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const show = async (enquiries: unknown[]) => {
    globalThis.fetch = answering({ enquiries, messages: [], waiting: { enquiries: enquiries.length, messages: 0 }, subscribers: 0 });
    const view = renderWithI18n(<Inbox language="pt" csrfToken="token" onSignedOut={() => undefined} />);
    await waitFor(() => expect(view.container.querySelectorAll("li")).toHaveLength(enquiries.length));
    return view.container;
  };

  it("shows stored bidirectional and invisible characters as named markers, never raw", async () => {
    const page = await show([enquiry({ guestName: HOSTILE_NAME, message: HOSTILE_MESSAGE, guestPhone: "+55 65\u202E 9999-0000" })]);
    expect(disguisedSpots(page)).toEqual([]);
    for (const codePoint of ["U+202E", "U+202C", "U+2067", "U+2069", "U+200F", "U+D800", "U+0007", "U+3164"]) {
      expect(screen.getAllByTitle(hiddenTitle(codePoint)).length).toBeGreaterThan(0);
      expect(page.textContent).toContain(`⟨${codePoint}⟩`);
    }
    // The words around the markers are all there, in the order they were sent.
    expect(page.textContent).toContain("Ana ⟨U+202E⟩exe.gpj⟨U+202C⟩ Souza");
  });

  it("isolates each guest value, so right-to-left text in it cannot reorder the page around it", async () => {
    const page = await show([enquiry({ guestName: "שרה כהן", message: "مرحبا، نريد غرفة", guestPhone: "+55 65 9999-0000" })]);
    for (const value of ["שרה כהן", "مرحبا، نريد غرفة", "+55 65 9999-0000", "carla@example.org"]) {
      const holder = Array.from(page.querySelectorAll("bdi")).find((bdi) => bdi.textContent === value);
      expect(holder).toBeDefined();
    }
  });

  it("writes reply links with the address encoded, and links no address that is not one", async () => {
    await show([enquiry({ guestEmail: ODD_VALID_EMAIL }), enquiry({ guestEmail: PARAMETER_EMAIL })]);
    const links = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("mailto:"));
    expect(links).toHaveLength(1);
    const href = links[0]?.getAttribute("href") ?? "";
    expect(href).toMatch(/^mailto:a%26b%3Fc%3Dd%2541@example\.org\?subject=[^&?]+$/);
    expect(new URL(href).pathname).toBe("a%26b%3Fc%3Dd%2541@example.org");
    // The stored address with parameters is shown as text, for staff to see, and leads nowhere.
    expect(screen.getByText(PARAMETER_EMAIL).closest("a")).toBeNull();
  });

  it("tells entries apart by when they came, the page's language and their state, and counts those waiting and the newsletter's readers", async () => {
    const staff = strings("en", "forms")["staff"] as InboxWords;
    globalThis.fetch = answering({
      enquiries: [enquiry({ receivedAt: Date.UTC(2026, 10, 20, 15, 30), language: "en", state: "handled" })],
      messages: [
        {
          id: "m1",
          topic: "press",
          topicName: { pt: "Imprensa", en: "Press" },
          message: "Hello",
          guestName: "Tom",
          guestEmail: "tom@example.org",
          language: "pt",
          receivedAt: Date.UTC(2026, 10, 21, 9, 5),
          state: "waiting",
        },
      ],
      waiting: { enquiries: 0, messages: 1 },
      subscribers: 3,
    });
    const view = renderWithI18n(<Inbox language="en" csrfToken="token" onSignedOut={() => undefined} />, "en");
    await waitFor(() => expect(view.container.querySelectorAll("li")).toHaveLength(2));
    const [first, second] = Array.from(view.container.querySelectorAll("li"));
    expect(first?.textContent).toContain(new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(Date.UTC(2026, 10, 20, 15, 30)));
    expect(first?.textContent).toContain(staff.inbox.language["en"]);
    expect(first?.textContent).toContain(staff.inbox.state["handled"]);
    expect(second?.textContent).toContain(staff.inbox.language["pt"]);
    expect(second?.textContent).toContain("Press");
    expect(view.container.textContent).toContain(staff.inbox.waiting_zero);
    expect(view.container.textContent).toContain("1 waiting");
    expect(view.container.textContent).toContain("3 people");
  });

  it.each(["pt", "en"] as const)(
    "says nobody is on the newsletter's list now, not that nobody ever confirmed, once the only reader left (%s)",
    async (language) => {
      const newsletter = (strings(language, "forms")["staff"] as { newsletter: Record<string, string> }).newsletter;
      globalThis.fetch = answering({ enquiries: [], messages: [], subscribers: 0, formerSubscribers: { count: 1, days: 30 } });
      const view = renderWithI18n(<Inbox language={language} csrfToken="token" onSignedOut={() => undefined} />, language);
      const box = await screen.findByRole("region", { name: newsletter["heading"] });
      await waitFor(() => expect(box.textContent).toContain(newsletter["subscribers_zero"]));
      expect(box.textContent).toContain(newsletter["left_one"]?.replace("{{count}}", "1").replace("{{days}}", "30"));
      // Nobody left: nothing is said of leavers.
      globalThis.fetch = answering({ enquiries: [], messages: [], subscribers: 2, formerSubscribers: { count: 0, days: 30 } });
      view.unmount();
      renderWithI18n(<Inbox language={language} csrfToken="token" onSignedOut={() => undefined} />, language);
      const current = await screen.findByRole("region", { name: newsletter["heading"] });
      await waitFor(() => expect(current.textContent).toContain(newsletter["subscribers_other"]?.replace("{{count}}", "2")));
      expect(current.textContent).not.toContain(newsletter["left_other"]?.split("{{count}}")[1]?.split("{{days}}")[0]);
    },
  );

  it("sets a state with the session's token and shows the list as the server then has it", async () => {
    const staff = strings("pt", "forms")["staff"] as InboxWords;
    const before = { enquiries: [enquiry({ id: "e1" })], messages: [], waiting: { enquiries: 1, messages: 0 }, subscribers: 0 };
    const after = { ...before, enquiries: [enquiry({ id: "e1", state: "handled" })], waiting: { enquiries: 0, messages: 0 } };
    const calls: Array<[string, RequestInit | undefined]> = [];
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      const changed = calls.some(([, sent]) => sent?.method === "POST");
      return { ok: true, status: 200, json: async () => (changed ? after : before) } as Response;
    }) as typeof fetch;
    const view = renderWithI18n(<Inbox language="pt" csrfToken="the-token" onSignedOut={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: staff.inbox.setState["handled"] }));
    await waitFor(() => expect(view.container.querySelector("li")?.textContent).toContain(staff.inbox.state["handled"]));
    const post = calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/inbox-state");
    expect(new Headers(post?.[1]?.headers).get("X-CSRF-Token")).toBe("the-token");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ kind: "enquiry", id: "e1", state: "handled" });
    expect(view.container.textContent).toContain(staff.inbox.waiting_zero);
  });
});
