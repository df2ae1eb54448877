import { fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { DISGUISING } from "../../lib/forms/forms";
import { renderWithI18n, strings } from "../../test-utils/render";
import { PhotoReview } from "./PhotoReview";
import { answering, disguisedSpots, HOSTILE_MESSAGE, HOSTILE_NAME, hiddenTitle, PARAMETER_EMAIL, RLO } from "../../test-utils/hostile-guest-text";

const photo = (over: Record<string, unknown>) => ({
  id: "2f1c7a52-8d3e-4c1b-9a6f-0e4d2b7c9a10",
  status: "pending",
  guestName: "Ana",
  guestEmail: "ana@example.org",
  caption: "",
  language: "pt",
  width: 1200,
  height: 800,
  bytes: 1000,
  submittedAt: 0,
  reviewedAt: null,
  reviewedBy: null,
  publishedCaption: null,
  credit: null,
  ...over,
});

describe("the staff's photo review", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  const show = async (queue: { pending: unknown[]; decided: unknown[] }) => {
    globalThis.fetch = answering(queue);
    const view = renderWithI18n(<PhotoReview language="pt" csrfToken="token" onSignedOut={() => undefined} />);
    await waitFor(() => expect(view.container.querySelectorAll("li").length).toBeGreaterThan(0));
    return view.container;
  };

  it("shows what the guest sent with its hidden characters named, in text and in every attribute and field", async () => {
    const page = await show({
      pending: [photo({ guestName: HOSTILE_NAME, caption: HOSTILE_MESSAGE, guestEmail: PARAMETER_EMAIL })],
      decided: [photo({ id: "decided-1", status: "approved", publishedCaption: `Tucano ${RLO}lanif`, credit: HOSTILE_NAME, reviewedBy: "maria" })],
    });
    expect(disguisedSpots(page)).toEqual([]);
    expect(screen.getAllByTitle(hiddenTitle("U+202E")).length).toBeGreaterThanOrEqual(4);
    expect(page.textContent).toContain("Tucano ⟨U+202E⟩lanif");
    // The address with mailto parameters is shown, not linked.
    expect(page.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByText(PARAMETER_EMAIL)).toBeInTheDocument();
  });

  it("starts the caption and credit to publish without the characters a text field could not show", async () => {
    await show({ pending: [photo({ guestName: HOSTILE_NAME, caption: HOSTILE_MESSAGE })], decided: [] });
    const fields = screen.getAllByRole("textbox") as Array<HTMLInputElement | HTMLTextAreaElement>;
    const values = fields.map((field) => field.value);
    expect(values).toContain("Ana exe.gpj Souza");
    expect(values.some((value) => value.startsWith("Pago 0001 R$ agora isolado marca  fim"))).toBe(true);
  });

  it("names the guest in the rejection question with the markers, not the raw characters", async () => {
    await show({ pending: [photo({ guestName: HOSTILE_NAME })], decided: [] });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    const review = strings("pt", "forms")["review"] as Record<string, string>;
    fireEvent.click(screen.getByRole("button", { name: review["reject"] }));
    expect(confirm).toHaveBeenCalledTimes(1);
    const question = String(confirm.mock.calls[0]?.[0]);
    expect(DISGUISING.test(question)).toBe(false);
    expect(question).toContain("⟨U+202E⟩");
  });
});
