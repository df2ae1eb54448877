import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React, { useState } from "react";
import { Dialog, type DialogProps } from ".";

type Extra = Partial<Omit<DialogProps, "onClose" | "children">>;

/** A page with a button that opens a dialog holding a heading and two links. */
function Page({ onClose, ...extra }: Extra & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          closeLabel="Close notice"
          overlayTestId="overlay"
          onClose={() => {
            onClose?.();
            if (!extra.fadeOut) setOpen(false);
          }}
          {...extra}
        >
          {({ titleId, close }) => (
            <>
              <h2 id={titleId}>Our new tower</h2>
              <a href="#towers" onClick={close}>
                See it
              </a>
              <a href="#lodge">The lodge</a>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}

async function openDialog(extra: Extra & { onClose?: () => void } = {}, user = userEvent.setup()) {
  render(<Page {...extra} />);
  const opener = screen.getByRole("button", { name: "Open" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Our new tower" }) };
}

describe("Dialog", () => {
  it("is a modal dialog named by its heading, with focus on its close button and page scroll locked", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "Close notice" })).toHaveFocus();
    expect(document.body).toHaveAttribute("data-scroll-locked");
  });

  it("closes on Escape, giving focus back to the opener and unlocking scroll", async () => {
    const { user, opener } = await openDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
  });

  it("closes on a click on the overlay", async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByTestId("overlay"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes from its close button", async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Close notice" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("takes a label instead of a heading, and a description", async () => {
    render(
      <>
        <p id="caption">A heron at dawn</p>
        <Dialog variant="lightbox" label="Enlarged photo" describedBy="caption" closeLabel="Close" onClose={() => undefined}>
          <img alt="" />
        </Dialog>
      </>,
    );
    expect(screen.getByRole("dialog", { name: "Enlarged photo" })).toHaveAccessibleDescription("A heron at dawn");
  });

  describe("with a fade-out", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("stays for the fade, closing only once whatever the visitor does meanwhile, then calls done", async () => {
      const onClose = jest.fn();
      const done = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { opener, dialog } = await openDialog({ onClose, fadeOut: { ms: 300, done }, lockScroll: false }, user);
      expect(document.body).not.toHaveAttribute("data-scroll-locked");
      await user.click(within(dialog).getByRole("link", { name: "See it" }));
      expect(opener).toHaveFocus(); // given back as the fade starts
      await user.keyboard("{Escape}");
      await user.click(screen.getByTestId("overlay"));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(dialog.parentElement).toHaveAttribute("data-closing");
      act(() => jest.advanceTimersByTime(299));
      expect(done).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(done).toHaveBeenCalledTimes(1);
    });
  });

  describe("as a side panel", () => {
    function Panel() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menu
          </button>
          <Dialog variant="panel" open={open} onClose={() => setOpen(false)} label="Main navigation" closeLabel="Close menu" toolbar={<a href="/en/">EN</a>}>
            <a href="/pt/trilhas/">Trilhas</a>
          </Dialog>
        </>
      );
    }

    it("stays in the page while closed, neither trapping focus nor locking scroll", async () => {
      const user = userEvent.setup();
      render(<Panel />);
      const panel = screen.getByRole("dialog", { hidden: true });
      expect(panel.parentElement).not.toHaveAttribute("data-open");
      expect(document.body).not.toHaveAttribute("data-scroll-locked");
      const opener = screen.getByRole("button", { name: "Menu" });
      await user.click(opener);
      expect(panel.parentElement).toHaveAttribute("data-open");
      expect(document.body).toHaveAttribute("data-scroll-locked");
      expect(within(panel).getByRole("button", { name: "Close menu" })).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(panel.parentElement).not.toHaveAttribute("data-open");
      expect(document.body).not.toHaveAttribute("data-scroll-locked");
      expect(opener).toHaveFocus();
    });
  });
});
