import { screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { Enquiries } from "./Enquiries";
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
  ...over,
});

describe("the staff's list of enquiries", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const show = async (enquiries: unknown[]) => {
    globalThis.fetch = answering({ enquiries });
    const view = renderWithI18n(<Enquiries language="pt" onSignedOut={() => undefined} />);
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
});
