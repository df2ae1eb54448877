import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { PageHero } from ".";

const data = { layout: "fullWidth", width: 2400, height: 1350, images: {} } as IGatsbyImageData;

describe("PageHero", () => {
  // A narrow screen shows a thin slice of a wide picture: the slice keeps the subject content names.
  it("crops its picture around the focus content gives it", () => {
    render(<PageHero title="Trails" image={{ data, alt: "A forest trail", focus: { x: 72, y: 30 } }} />);
    expect(screen.getByRole("img", { name: "A forest trail" })).toHaveStyle({ objectPosition: "72% 30%" });
  });

  it("crops around the centre when content names no focus", () => {
    render(<PageHero title="Trails" image={{ data, alt: "A forest trail" }} />);
    expect(screen.getByRole("img", { name: "A forest trail" }).style.objectPosition).toBe("");
  });
});
