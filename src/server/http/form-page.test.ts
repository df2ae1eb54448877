import { formStartTag, refilledPage, type ReturnedForm } from "./form-page";

/** A page as React builds it: double-quoted attributes, empty hidden error elements, scripts and a <noscript>. */
const PAGE = [
  '<html><head><noscript><style>[data-without-js="hide"]{display:none}</style></noscript>',
  '<link rel="modulepreload" href="/app.js"/><script>window.pagePath="/pt/x/"</script></head><body>',
  '<form method="post" action="/api/other"><input name="name" value=""/></form>',
  '<form method="post" action="/api/enquiry">',
  '<p id="enquiry-fields" class="s r" tabindex="-1">Corrija.</p>',
  '<input type="hidden" name="from" value="/pt/x/"/>',
  '<input id="f-name" name="name" class="i" required="" value="" aria-describedby="f-name-hint"/><p id="f-name-error" class="e" hidden=""></p>',
  '<textarea id="f-message" name="message" class="i"></textarea><p id="f-message-error" class="e" hidden=""></p>',
  '<select id="f-stay" name="stay"><option value="undecided" selected="">?</option><option value="room:a&amp;b">A</option></select>',
  '<input id="f-consent" name="consent" type="checkbox"/><p id="f-consent-error" class="e" hidden=""></p>',
  '</form><script src="/app.js"></script></body></html>',
].join("");

const form = (overrides: Partial<ReturnedForm> = {}): ReturnedForm => ({
  action: "/api/enquiry",
  values: { name: `Rita "D'Ávila"`, message: "\n<b>oi</b> & tchau", stay: "room:a&b", consent: "on" },
  errors: { message: "Tire os sinais < e >." },
  result: "enquiry-fields",
  ticked: new Set(["on"]),
  ...overrides,
});

describe("the answer page of a refused form", () => {
  it("writes the values sent back into the form's fields, escaped", () => {
    const html = refilledPage(PAGE, form())!;
    expect(html).toContain(`name="name" class="i" required="" value="Rita &quot;D&#x27;Ávila&quot;"`);
    // The parser drops a line break right after <textarea>: the guest's own is kept by writing one more.
    expect(html).toContain('aria-describedby="f-message-error">\n\n&lt;b&gt;oi&lt;/b&gt; &amp; tchau</textarea>');
    expect(html).toContain('<option value="undecided">?</option><option value="room:a&amp;b" selected="">A</option>');
    expect(html).toMatch(/name="consent" type="checkbox" checked="">/);
    // The hidden fields and other forms are as built.
    expect(html).toContain('<input type="hidden" name="from" value="/pt/x/"/>');
    expect(html).toContain('<form method="post" action="/api/other"><input name="name" value=""/></form>');
  });

  it("says each refusal beside its field and marks the field, and shows the form's message", () => {
    const html = refilledPage(PAGE, form())!;
    expect(html).toContain('<p id="f-message-error" class="e">Tire os sinais &lt; e &gt;.</p>');
    expect(html).toContain('<textarea id="f-message" name="message" class="i" aria-invalid="true" aria-describedby="f-message-error">');
    expect(html).toContain('<p id="f-name-error" class="e" hidden=""></p>');
    expect(html).not.toMatch(/id="f-name"[^>]*aria-invalid/);
    expect(html).toContain('<p id="enquiry-fields" class="s r" tabindex="-1" data-returned="">Corrija.</p>');
  });

  it("adds the error to what already describes a field", () => {
    const html = refilledPage(PAGE, form({ errors: { name: "Só letras." } }))!;
    expect(html).toContain('aria-describedby="f-name-hint f-name-error"');
    expect(html).toMatch(/id="f-name"[^>]*aria-invalid="true"/);
  });

  it("leaves a checkbox sent unticked unticked", () => {
    expect(refilledPage(PAGE, form({ values: { consent: "" } }))).toMatch(/name="consent" type="checkbox">/);
  });

  it("runs nothing, and applies the page's rules for a visitor without script", () => {
    const html = refilledPage(PAGE, form())!;
    expect(html).not.toMatch(/<script|modulepreload|<noscript/);
    expect(html).toContain('<head><style>[data-without-js="hide"]{display:none}</style>');
  });

  it("is no answer for a page without the form", () => {
    expect(refilledPage(PAGE, form({ action: "/api/photos" }))).toBeNull();
  });
});

describe("finding a form in a built page", () => {
  it("finds it by its action or id as React wrote them, an ampersand escaped, and only that form", () => {
    const page = '<form action="/api/a"></form><form id="leave" action="/api/b?x=1&amp;y=2"></form>';
    expect(formStartTag(page, "action", "/api/b?x=1&y=2")?.index).toBe(page.indexOf('<form id="leave"'));
    expect(formStartTag(page, "id", "leave")?.[0]).toBe('<form id="leave" action="/api/b?x=1&amp;y=2">');
    // A value's dot is a dot, not any character.
    expect(formStartTag(page, "action", "/api/a?")).toBeNull();
    expect(formStartTag(page.replace("/api/a", "/api/ab"), "action", "/api.a")).toBeNull();
  });
});
