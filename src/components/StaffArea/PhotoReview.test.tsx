import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
  publishedCaptionOther: null,
  credit: null,
  ...over,
});

describe("the staff's photo review", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  const show = async (queue: { pending: unknown[]; decided: unknown[]; queue?: unknown }) => {
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

  it("asks before rejecting in the page's own dialog, naming the guest with the markers, and rejects only when confirmed", async () => {
    await show({ pending: [photo({ guestName: HOSTILE_NAME })], decided: [] });
    const browserConfirm = jest.spyOn(window, "confirm");
    const review = strings("pt", "forms")["review"] as Record<string, string> & { rejectDialog: Record<string, string> };
    const sent = jest.fn(answering({ pending: [photo({ guestName: HOSTILE_NAME })], decided: [] }));
    globalThis.fetch = sent;

    fireEvent.click(screen.getByRole("button", { name: review["reject"] }));
    const dialog = await screen.findByRole("dialog", { name: review.rejectDialog["title"] });
    expect(DISGUISING.test(dialog.textContent ?? "")).toBe(false);
    expect(dialog.textContent).toContain("⟨U+202E⟩");
    fireEvent.click(within(dialog).getByRole("button", { name: review.rejectDialog["cancel"] }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: review["reject"] }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: review.rejectDialog["confirm"] }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0] as [string, RequestInit];
    expect({ url, body: JSON.parse(String(init.body)) as unknown }).toEqual({ url: "/api/photo-review", body: { id: expect.any(String), decision: "reject" } });
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it("offers the caption in the guest's language, prefilled, and an optional one in the other language, and sends both", async () => {
    await show({ pending: [photo({ caption: "tucano no ipê" })], decided: [] });
    const review = strings("pt", "forms")["review"] as { approve: string } & Record<
      "captionIn" | "captionOther" | "captionOtherHint",
      Record<"pt" | "en", string>
    >;
    const own = screen.getByLabelText(review.captionIn.pt);
    const other = screen.getByLabelText(review.captionOther.en);
    expect([own.getAttribute("lang"), (own as HTMLTextAreaElement).value]).toEqual(["pt", "tucano no ipê"]);
    expect([other.getAttribute("lang"), (other as HTMLTextAreaElement).value]).toEqual(["en", ""]);
    expect(other).toHaveAccessibleDescription(review.captionOtherHint.en);
    const sent = jest.fn(answering({ status: "approved", publication: "next-build" }));
    globalThis.fetch = sent;
    fireEvent.change(other, { target: { value: "Toco toucan in the ipê tree" } });
    fireEvent.click(screen.getByRole("button", { name: review.approve }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const [, init] = sent.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      id: expect.any(String),
      decision: "approve",
      caption: "tucano no ipê",
      captionOther: "Toco toucan in the ipê tree",
      credit: "Ana",
    });
  });

  it("lists a decision's captions in both languages, each marked with its language", async () => {
    const page = await show({
      pending: [],
      decided: [photo({ id: "decided-1", status: "approved", publishedCaption: "Tucano-toco", publishedCaptionOther: "Toco toucan", reviewedBy: "maria" })],
    });
    expect([...page.querySelectorAll("bdi[lang]")].map((element) => [element.getAttribute("lang"), element.textContent])).toEqual([
      ["pt", "Tucano-toco"],
      ["en", "Toco toucan"],
    ]);
  });

  it("says how full the queue is against its cap, and warns once guests are turned away", async () => {
    const review = strings("pt", "forms")["review"] as Record<string, string>;
    const queue = { photos: 60, bytes: 150 * 1024 * 1024, maxPhotos: 60, maxBytes: 200 * 1024 * 1024, keptDays: 30 };
    const page = await show({ pending: [photo({})], decided: [], queue: { ...queue, full: true } });
    expect(page.textContent).toContain("60 de 60 fotos, 150 de 200 MB");
    expect(page.textContent).toContain("30 dias");
    expect(screen.getByRole("alert")).toHaveTextContent(review["queueFull"] ?? "missing");
  });

  it("does not warn while the queue has room", async () => {
    const queue = { photos: 3, bytes: 2.5 * 1024 * 1024, maxPhotos: 60, maxBytes: 200 * 1024 * 1024, keptDays: 30, full: false };
    const page = await show({ pending: [photo({})], decided: [], queue });
    expect(page.textContent).toContain("3 de 60 fotos, 2,5 de 200 MB");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
