import { fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithI18n, strings } from "../../test-utils/render";
import { NewsletterForm } from "./NewsletterForm";

describe("NewsletterForm", () => {
  it.each(["pt", "en"] as const)("in %s, links the privacy policy inside its sentence", (language) => {
    renderWithI18n(<NewsletterForm productName="The lodge" from={`/${language}/newsletter/`} privacyPath={`/${language}/privacy/`} />, language);
    const template = String(strings(language, "newsletter")["privacy"]);
    const linkText = /<privacyLink>(.*)<\/privacyLink>/.exec(template)?.[1] ?? "";
    const link = screen.getByRole("link", { name: linkText });
    expect(link).toHaveAttribute("href", `/${language}/privacy/`);
    // The sentence around the link is the template's own text, the tags gone.
    expect(link.parentElement?.textContent).toBe(template.replace(/<\/?privacyLink>/g, ""));
  });
});

describe("NewsletterForm without consent", () => {
  it.each(["pt", "en"] as const)("in %s, asks for consent to the newsletter, not to publishing a photo", async (language) => {
    renderWithI18n(<NewsletterForm productName="The lodge" from={`/${language}/newsletter/`} privacyPath={`/${language}/privacy/`} />, language);
    const words = strings(language, "newsletter");
    fireEvent.change(screen.getByLabelText(String(words["email"])), { target: { value: "ana@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: String(words["submit"]) }));
    const consent = screen.getByRole("checkbox");
    await waitFor(() => expect(consent).toHaveAttribute("aria-invalid", "true"));
    expect(consent).toHaveAccessibleDescription(String(words["consentRequired"]));
  });
});
