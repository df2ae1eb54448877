import { isWorkPage, visitorIsBusy } from "./interruptions";

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = html;
  return doc;
}

describe("what the popup must not cover", () => {
  it("a page whose main content holds a form is a work page; a form elsewhere does not make one", () => {
    expect(isWorkPage(page("<main><h1>Login</h1><form method='post'><button>Go</button></form></main>"))).toBe(true);
    expect(isWorkPage(page("<main><h1>Trails</h1></main><footer><form></form></footer>"))).toBe(false);
  });

  it("the visitor is busy in a dialog that locks scrolling (the mobile menu), in an open dropdown, or in a form field", () => {
    const quiet = "<header><nav><details><summary>Stay</summary></details></nav></header><main><form><input id='name'></form></main>";
    expect(visitorIsBusy(page(quiet))).toBe(false);
    const locked = page(quiet);
    locked.body.setAttribute("data-scroll-locked", "");
    expect(visitorIsBusy(locked)).toBe(true);
    expect(visitorIsBusy(page(quiet.replace("<details>", "<details open>")))).toBe(true);
    // The live document: focus can only move in it.
    document.body.innerHTML = quiet;
    (document.getElementById("name") as HTMLInputElement).focus();
    expect(visitorIsBusy(document)).toBe(true);
    document.body.innerHTML = "";
  });
});
