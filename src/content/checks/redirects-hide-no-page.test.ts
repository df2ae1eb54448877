import { redirectsHideNoPage } from "./redirects-hide-no-page";
import { contentCopy, problemsOf } from "./test-support";

describe(redirectsHideNoPage.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(redirectsHideNoPage, contentCopy())).toEqual([]);
  });

  it("reports a redirect from a page's own address or a language folder", () => {
    const content = contentCopy();
    content.redirects.push({ from: "/acomodacoes/", to: "home" }, { from: "/en/old/", to: "home" });
    const last = content.redirects.length - 1;
    expect(problemsOf(redirectsHideNoPage, content)).toEqual([
      `content/redirects.json › [${last - 1}].from: expected an old path that is not a page of the site, got "/acomodacoes/"`,
      `content/redirects.json › [${last}].from: expected an old path that is not a page of the site, got "/en/old/"`,
    ]);
  });
});
