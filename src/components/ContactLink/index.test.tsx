import { screen } from "@testing-library/react";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { ContactLink } from ".";

describe("ContactLink", () => {
  it("opens the visitor's mail and phone apps, and WhatsApp's chat in a new tab", () => {
    renderWithI18n(
      <>
        <ContactLink channel="email" value="reservas@lodge.test">
          mail
        </ContactLink>
        <ContactLink channel="phone" value="+55 65 3333-1234">
          call
        </ContactLink>
        <ContactLink channel="whatsapp" value="+55 65 99999-1234">
          chat
        </ContactLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:reservas@lodge.test");
    expect(screen.getByRole("link", { name: "call" })).toHaveAttribute("href", "tel:+556533331234");
    const chat = screen.getByRole("link", { name: /chat/ });
    expect(chat).toHaveAttribute("href", "https://wa.me/5565999991234");
    expect(chat).toHaveAttribute("target", "_blank");
  });

  it("renders nothing for a contact the lodge has not given", () => {
    const { container } = renderWithI18n(
      <ContactLink channel="whatsapp" value="">
        chat
      </ContactLink>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
