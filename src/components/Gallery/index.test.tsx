import { fireEvent, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { renderWithI18n } from "../../test-utils/render";
import { Gallery } from ".";

type GuestPhoto = Queries.GalleryPageQuery["allGuestPhoto"]["nodes"][number];

const image = {
  childImageSharp: { gatsbyImageData: { layout: "constrained", width: 4, height: 3, images: { fallback: { src: "/photo.jpg" } } } as IGatsbyImageData },
};
const guestPhoto = (id: string, over: Pick<GuestPhoto, "caption" | "captionOther" | "language" | "credit">): GuestPhoto => ({
  guestPhotoId: id,
  thumbnail: image,
  large: image,
  ...over,
});

/** The English gallery, with a guest photo captioned in both languages and one captioned in Portuguese only. */
function englishGallery() {
  const view = renderWithI18n(
    <Gallery
      photos={[]}
      guestPhotos={[
        guestPhoto("both", { caption: "Tucano-toco no ipê", captionOther: "Toco toucan in the ipê tree", language: "pt", credit: "Ana" }),
        guestPhoto("portuguese", { caption: "Araras no fim da tarde", captionOther: null, language: "pt", credit: "Bia" }),
      ]}
      language="en"
    />,
    "en",
  );
  const [both, portuguese] = view.container.querySelectorAll("figure");
  if (!both || !portuguese) throw new Error("the gallery shows fewer than two photos");
  return { both, portuguese };
}

describe("guests' captions in the gallery", () => {
  it("shows the caption staff gave in the page's language, with no lang anywhere", () => {
    const { both } = englishGallery();
    expect(both.querySelector("figcaption")).toHaveTextContent("Toco toucan in the ipê tree — Photo by Ana, a guest");
    expect(both.querySelector("[lang]")).toBeNull();
    expect(within(both).getByRole("img")).toHaveAttribute("alt", "Toco toucan in the ipê tree");
    expect(within(both).getByRole("button")).toHaveAccessibleName("Enlarge: Toco toucan in the ipê tree — Photo by Ana, a guest");
  });

  it("marks a caption given in the other language only with its language, on its words alone: the credit line is outside", () => {
    const { portuguese } = englishGallery();
    const marked = [...portuguese.querySelectorAll("[lang]")];
    expect(marked.map((element) => [element.tagName, element.getAttribute("lang"), element.textContent || element.getAttribute("alt")])).toEqual([
      ["IMG", "pt", "Araras no fim da tarde"],
      ["SPAN", "pt", "Araras no fim da tarde"],
    ]);
    const caption = portuguese.querySelector("figcaption");
    expect(caption).toHaveTextContent("Araras no fim da tarde — Photo by Bia, a guest");
    expect(caption).not.toHaveAttribute("lang");
    expect(
      within(portuguese)
        .getByText(/Photo by Bia/)
        .closest("[lang]"),
    ).toBeNull();
  });

  it("names the open button from the caption's own element, so the Portuguese words keep their lang in its name", () => {
    const { portuguese } = englishGallery();
    const button = within(portuguese).getByRole("button");
    expect(button).toHaveAccessibleName("Enlarge: Araras no fim da tarde — Photo by Bia, a guest");
    expect(button).not.toHaveAttribute("aria-label");
    expect(button).not.toHaveAttribute("lang");
    const naming = (button.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id));
    expect(naming.map((element) => element?.textContent)).toEqual(["Enlarge:", "Araras no fim da tarde — Photo by Bia, a guest"]);
    expect(naming[1]?.querySelector('[lang="pt"]')).toHaveTextContent(/^Araras no fim da tarde$/);
  });

  it("keeps the language marks in the lightbox: the photo's alt and the caption's words, not the credit", async () => {
    const { portuguese } = englishGallery();
    fireEvent.click(within(portuguese).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("img")).toHaveAttribute("lang", "pt");
    const caption = dialog.querySelector("figcaption");
    expect(caption).toHaveTextContent("Araras no fim da tarde — Photo by Bia, a guest");
    expect([...(caption?.querySelectorAll("[lang]") ?? [])].map((element) => [element.getAttribute("lang"), element.textContent])).toEqual([
      ["pt", "Araras no fim da tarde"],
    ]);
  });

  it("shows a caption staff gave only in the other language on the guest's own page, marked with that language", () => {
    const view = renderWithI18n(
      <Gallery
        photos={[]}
        guestPhotos={[guestPhoto("english-only", { caption: "", captionOther: "Giant otters", language: "pt", credit: "Caio" })]}
        language="pt"
      />,
    );
    expect(view.container.querySelector("figcaption [lang]")).toHaveAttribute("lang", "en");
    expect(view.container.querySelector("figcaption [lang]")).toHaveTextContent(/^Giant otters$/);
  });
});
