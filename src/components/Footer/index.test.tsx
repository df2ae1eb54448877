import { screen, within } from "@testing-library/react";
import React from "react";
import { navRoutesIn } from "../../test-utils/fixtures";
import { renderWithI18n } from "../../test-utils/render";
import { Footer, type FooterSite } from ".";

/** Every contact and link unset, as site.json holds them until the lodge gives them. */
const UNSET: FooterSite = {
  productName: "Jardim da Amazônia",
  tagline: "Observação de Aves",
  email: "",
  feedbackEmail: "",
  phone: "",
  whatsappReservations: "",
  whatsappGuidance: "",
  lodgeReviewUrl: "",
  experienceReviewFormUrl: "",
  social: { instagram: "", facebook: "", youtube: "", linkedin: "" },
  developerCredit: { name: "Equipe do site", url: "" },
};

/** Made-up, well-formed values. */
const GIVEN: FooterSite = {
  ...UNSET,
  email: "team@lodge.test",
  feedbackEmail: "web@lodge.test",
  phone: "+55 11 2345-6789",
  whatsappReservations: "+55 11 98765-4321",
  whatsappGuidance: "+55 11 98765-1234",
  lodgeReviewUrl: "https://reviews.test/lodge",
  experienceReviewFormUrl: "https://form.test/lodge",
  social: { instagram: "https://photos.test/lodge", facebook: "", youtube: "", linkedin: "https://work.test/lodge" },
  developerCredit: { name: "Studio", url: "https://studio.test/" },
};

const renderFooter = (site: FooterSite) => renderWithI18n(<Footer routes={navRoutesIn("pt")} site={site} homePath="/pt/" />, "pt");
const hrefs = () =>
  within(screen.getByRole("contentinfo"))
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

describe("Footer", () => {
  it("with nothing set: no Contact column, no social row, no feedback or review links, the credit as plain text", () => {
    renderFooter(UNSET);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("heading", { name: "Contato" })).toBeNull();
    expect(footer).not.toHaveTextContent("Siga-nos");
    for (const label of ["Envie sua opinião sobre o site", "Avalie a pousada", "Avalie sua experiência"]) expect(footer).not.toHaveTextContent(label);
    expect(hrefs().filter((href) => !href?.startsWith("/"))).toEqual([]);
    expect(within(footer).getByRole("button", { name: "Preferências de cookies" })).toBeInTheDocument();
    expect(footer).toHaveTextContent("Site desenvolvido por Equipe do site");
    // The link columns of the route table stay.
    expect(within(footer).getByRole("heading", { name: "Informações" })).toBeInTheDocument();
  });

  it("names no developer when site.json gives none, rather than a credit that names nobody", () => {
    renderFooter({ ...UNSET, developerCredit: null });
    const footer = screen.getByRole("contentinfo");
    expect(footer).not.toHaveTextContent("desenvolvido");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Jardim da Amazônia.`);
  });

  it("shows each contact and link that is set, and only those", () => {
    renderFooter(GIVEN);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Contato" })).toBeInTheDocument();
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        "mailto:team@lodge.test",
        "tel:+551123456789",
        "https://wa.me/5511987654321",
        "https://wa.me/5511987651234",
        "https://photos.test/lodge",
        "https://work.test/lodge",
        "mailto:web@lodge.test",
        "https://reviews.test/lodge",
        "https://form.test/lodge",
        "https://studio.test/",
      ]),
    );
    expect(within(footer).getAllByRole("link", { name: /Instagram|LinkedIn|Facebook|YouTube/ })).toHaveLength(2);
  });

  it("keeps a contact group for what is set within it: WhatsApp without a phone, and no empty entries", () => {
    renderFooter({ ...UNSET, whatsappReservations: "+55 11 98765-4321" });
    const footer = screen.getByRole("contentinfo");
    const column = within(footer).getByRole("heading", { name: "Contato" }).parentElement as HTMLElement;
    expect(within(column).getAllByRole("listitem")).toHaveLength(1);
    expect(
      within(column)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["https://wa.me/5511987654321"]);
  });
});
