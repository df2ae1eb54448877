import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithI18n, strings } from "../../test-utils/render";
import { Inbox } from "./Inbox";

/** The inbox's new words in the fixture's forms.json. */
type FinderWords = {
  inbox: {
    find: Record<string, string>;
    pages: Record<string, string>;
    flood: Record<string, string>;
    state: Record<string, string>;
  };
  enquiries: { heading: string };
};

const enquiry = (id: string, guestName: string) => ({
  id,
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  adults: 2,
  children: 0,
  stay: "undecided",
  stayName: null,
  message: "",
  guestName,
  guestEmail: `${id}@example.org`,
  guestPhone: "",
  language: "pt",
  receivedAt: Date.UTC(2026, 10, 20, 12),
  state: "waiting",
});

const pages = (older: string | null, newer: string | null, total: number) => ({ older, newer, total });

/** A server whose answer depends on the query string, recording every URL asked for. */
function inboxServer(answer: (query: URLSearchParams) => Record<string, unknown>) {
  const asked: URLSearchParams[] = [];
  globalThis.fetch = (async (url: string) => {
    const query = new URL(url, "http://site.test").searchParams;
    asked.push(query);
    const body = {
      enquiries: [],
      messages: [],
      pages: { enquiries: pages(null, null, 0), messages: pages(null, null, 0) },
      waiting: { enquiries: 0, messages: 0 },
      subscribers: 0,
      floods: [],
      ...answer(query),
    };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
  return asked;
}

describe("the inbox's search, pages and flood notice", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("searches by guest and state from the keyboard alone, and shows all again", async () => {
    const words = strings("en", "forms")["staff"] as FinderWords;
    const asked = inboxServer((query) =>
      query.get("q") === "conceicao"
        ? { enquiries: [enquiry("e9", "Conceição")], pages: { enquiries: pages(null, null, 1), messages: pages(null, null, 0) } }
        : {},
    );
    const user = userEvent.setup();
    renderWithI18n(<Inbox language="en" csrfToken="token" onSignedOut={() => undefined} />, "en");
    await waitFor(() => expect(asked).toHaveLength(1));

    // Tab reaches the search first, then the state; Enter sends both.
    await user.tab();
    expect(screen.getByLabelText(words.inbox.find["search"] ?? "")).toHaveFocus();
    await user.keyboard("conceicao");
    await user.tab();
    expect(screen.getByLabelText(words.inbox.find["state"] ?? "")).toHaveFocus();
    await user.selectOptions(screen.getByLabelText(words.inbox.find["state"] ?? ""), words.inbox.state["waiting"] ?? "");
    await user.click(screen.getByRole("button", { name: words.inbox.find["submit"] }));
    await screen.findByText("Conceição");
    expect(Object.fromEntries(asked[asked.length - 1] ?? [])).toEqual({ q: "conceicao", state: "waiting" });
    expect(screen.getByText("1 of 1 found")).toBeInTheDocument();

    // Show all clears both and asks for the newest again.
    await user.click(screen.getByRole("button", { name: words.inbox.find["clear"] }));
    await waitFor(() => expect(Object.fromEntries(asked[asked.length - 1] ?? [])).toEqual({}));
    expect(screen.getByLabelText(words.inbox.find["search"] ?? "")).toHaveValue("");
  });

  it("says when nothing matches, rather than that nothing was received", async () => {
    const words = strings("pt", "forms")["staff"] as FinderWords;
    inboxServer(() => ({}));
    const user = userEvent.setup();
    renderWithI18n(<Inbox language="pt" csrfToken="token" onSignedOut={() => undefined} />);
    await user.type(screen.getByLabelText(words.inbox.find["search"] ?? ""), "ninguém{Enter}");
    expect(await screen.findAllByText(words.inbox.find["none"] ?? "")).toHaveLength(2);
  });

  it("goes to older and newer pages by the cursors the server gave, and puts focus on the list's heading", async () => {
    const words = strings("en", "forms")["staff"] as FinderWords;
    const asked = inboxServer((query) =>
      query.get("enquiries") === "older:5:e2"
        ? { enquiries: [enquiry("e1", "Real Guest")], pages: { enquiries: pages(null, "newer:4:e1", 2), messages: pages(null, null, 0) } }
        : { enquiries: [enquiry("e2", "Flood Sender")], pages: { enquiries: pages("older:5:e2", null, 2), messages: pages(null, null, 0) } },
    );
    const user = userEvent.setup();
    renderWithI18n(<Inbox language="en" csrfToken="token" onSignedOut={() => undefined} />, "en");
    await screen.findByText("Flood Sender");
    const pager = screen.getByRole("navigation", { name: words.inbox.pages["label"]?.replace("{{list}}", words.enquiries.heading) });
    const newer = () => pager.querySelectorAll("button")[0];
    const older = () => pager.querySelectorAll("button")[1];
    expect(newer()).toBeDisabled();
    await user.click(older() as HTMLElement);
    await screen.findByText("Real Guest");
    expect(asked[asked.length - 1]?.get("enquiries")).toBe("older:5:e2");
    expect(screen.getByRole("heading", { name: words.enquiries.heading })).toHaveFocus();
    expect(older()).toBeDisabled();
    await user.click(newer() as HTMLElement);
    await screen.findByText("Flood Sender");
    expect(asked[asked.length - 1]?.get("enquiries")).toBe("newer:4:e1");
  });

  it("tells staff of a flood the hourly ceiling stopped, how many and since when", async () => {
    const since = Date.UTC(2026, 10, 27, 3);
    inboxServer(() => ({ floods: [{ form: "enquiry", refused: 271, since }] }));
    renderWithI18n(<Inbox language="en" csrfToken="token" onSignedOut={() => undefined} />, "en");
    const notice = await screen.findByRole("note");
    expect(notice.textContent).toContain("271 booking enquiries");
    expect(notice.textContent).toContain(new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(since));
  });
});
