import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { RoomCard, roomCapacity, type Room } from ".";

const picture: IGatsbyImageData = { layout: "constrained", width: 3, height: 2, images: {} };

const farmhouse: Room = {
  roomId: "farmhouse",
  name: "Farmhouse",
  summary: "Three apartments.",
  description: "A long veranda.",
  guests: null,
  view: "Garden",
  ideal: "Groups",
  highlights: ["Veranda", "Private bathrooms"],
  photos: [
    { image: picture, alt: "Farmhouse by day" },
    { image: picture, alt: "Veranda" },
    { image: picture, alt: "At dusk" },
  ],
  apartments: [
    { unitId: "apartment-5", name: "Apartment 5", guests: { min: 1, max: 3 }, description: "Five." },
    { unitId: "apartment-6", name: "Apartment 6", guests: { min: 1, max: 4 }, description: "Six." },
    { unitId: "apartment-7", name: "Apartment 7", guests: { min: 1, max: 2 }, description: "Seven." },
  ],
};

describe("RoomCard", () => {
  it("states the farmhouse capacity as the span of its apartments", () => {
    expect(roomCapacity(farmhouse)).toEqual({ min: 1, max: 4 });
    renderWithI18n(<RoomCard room={farmhouse} />, "en");
    expect(screen.getByText("1–3 guests")).toBeInTheDocument();
    expect(screen.getByText("1–2 guests")).toBeInTheDocument();
  });

  it("shows and hides the apartment details as a disclosure", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RoomCard room={farmhouse} />, "en");
    const toggle = screen.getByRole("button", { name: "Show details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Six.")).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide details");
    expect(screen.getByText("Six.")).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByText("Six.")).not.toBeVisible();
  });

  it("opens a modal dialog with highlights and a gallery; Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RoomCard room={farmhouse} />, "en");
    const open = screen.getByRole("button", { name: /View room.*Farmhouse/ });
    await user.click(open);
    // The dialog's code loads on the first click (a lazy chunk), so it appears a moment later.
    const dialog = await screen.findByRole("dialog", { name: "Farmhouse" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    // Focus moves in the dialog's effect, which a loaded machine may run a moment after the click.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus());
    expect(within(dialog).getByText("Veranda", { selector: "li" })).toBeInTheDocument();
    expect(within(dialog).getByText("Photo 1 of 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next photo" }));
    expect(within(dialog).getByRole("img", { name: "Veranda" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous photo" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous photo" }));
    expect(within(dialog).getByText("Photo 3 of 3")).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("closes from its close button too", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RoomCard room={farmhouse} />, "pt");
    await user.click(screen.getByRole("button", { name: /Ver acomodação/ }));
    await user.click(await screen.findByRole("button", { name: "Fechar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
