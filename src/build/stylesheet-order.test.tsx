import React, { type ReactElement } from "react";
import { sharedStylesheetsFirst } from "./stylesheet-order";

const inlined = (href: string) => <style key={href} data-href={href} data-identity="gatsby-global-css" />;

describe("the order of a page's stylesheets", () => {
  it("goes from the most widely shared to the template's own, leaving the rest of the head in place", () => {
    const meta = <meta key="m" name="x" />;
    const other = <style key="o">{"x"}</style>;
    const head = [meta, inlined("/component---home.css"), inlined("/css-2-b.css"), other, inlined("/css-22-a.css"), inlined("/css-13-c.css")];
    const ordered = sharedStylesheetsFirst(head);
    expect(ordered[0]).toBe(meta);
    expect(ordered[3]).toBe(other);
    const hrefs = ordered.filter((node, i) => i !== 0 && i !== 3).map((node) => (node as ReactElement<{ "data-href": string }>).props["data-href"]);
    expect(hrefs).toEqual(["/css-22-a.css", "/css-13-c.css", "/css-2-b.css", "/component---home.css"]);
  });
});
