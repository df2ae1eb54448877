import { parse, type HTMLElement } from "node-html-parser";
import { FORM_ANSWER_CONTENT_SECURITY_POLICY } from "../../src/lib/http/response-headers";
import { HREFLANG, type Language } from "../../src/lib/i18n/languages";
import { englishEnquiry, lodgeDayIn } from "../support/form-posts";
import { mailingSiteFor } from "../support/mailing-site";
import { phonePhoto } from "../support/photo-files";
import { GUEST, uploadPhoto } from "../support/photo-upload";
import { TEST_SETUPS } from "../support/site-server";
import { topicChoices } from "../../src/server/enquiries/contact-messages";
import { content, pathOf, uiString } from "../support/site-content";

/**
 * A visitor's form posted without script and refused: the answer is the form's page again, with every
 * value sent written back (escaped) and the refusal beside its field, in the page's language. The
 * words come from content/locales, the pages from the route table.
 */
const NO_SCRIPT = { Accept: "text/html,application/xhtml+xml", "Content-Type": "application/x-www-form-urlencoded" };

/** The answer page's form, its controls by name and each control's error text (empty when hidden). */
function answeredForm(html: string, action: string) {
  const page = parse(html);
  const form = page.querySelector(`form[action="${action}"]`);
  if (!form) throw new Error(`no form posting to ${action} in the answer`);
  const control = (name: string): HTMLElement => {
    const found = form.querySelector(`[name="${name}"]`);
    if (!found) throw new Error(`no field ${name} in the answered form`);
    return found;
  };
  const errorOf = (name: string) => {
    const element = form.querySelector(`[id="${control(name).id}-error"]`);
    return element && element.getAttribute("hidden") === undefined ? element.text : "";
  };
  const invalid = (name: string) => control(name).getAttribute("aria-invalid") === "true";
  const describedByError = (name: string) => (control(name).getAttribute("aria-describedby") ?? "").split(" ").includes(`${control(name).id}-error`);
  return { page, form, control, errorOf, invalid, describedByError };
}

describe.each(TEST_SETUPS)("refused forms without script on the $name setup", (setup) => {
  const site = mailingSiteFor(setup);
  let visitor = 0;
  const post = (endpoint: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}${endpoint}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...NO_SCRIPT, Origin: site.server.url, "X-Forwarded-For": `10.61.0.${++visitor}`, ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  /** The answer's status, its policy, and the page's form. */
  const answered = async (response: Response, action: string) => {
    const html = await response.text();
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(FORM_ANSWER_CONTENT_SECURITY_POLICY);
    // Nothing runs on the answer page: a guest's value can never become a script.
    expect(parse(html).querySelectorAll("script")).toHaveLength(0);
    return { html, ...answeredForm(html, action) };
  };

  describe.each(["pt", "en"] as const)("in %s", (language: Language) => {
    const enquiryPage = pathOf("booking-enquiry", language);
    const enquiry: Record<string, string> = { ...englishEnquiry(), children: "1", stay: `room:${content.rooms[0]!.id}`, from: enquiryPage };

    it("answers a check-out before the check-in at its field, with every other value kept", async () => {
      const response = await post("/api/enquiry", { ...enquiry, checkOut: lodgeDayIn(39) });
      expect(response.status).toBe(400);
      const { errorOf, invalid, describedByError, control, form } = await answered(response, "/api/enquiry");
      expect(errorOf("checkOut")).toBe(uiString(language, "forms:errors.order"));
      expect([invalid("checkOut"), describedByError("checkOut")]).toEqual([true, true]);
      expect(invalid("checkIn")).toBe(false);
      expect(errorOf("checkIn")).toBe("");
      for (const field of ["checkIn", "checkOut", "adults", "children", "name", "email", "phone"]) {
        expect(control(field).getAttribute("value")).toBe(field === "checkOut" ? lodgeDayIn(39) : enquiry[field]);
      }
      expect(control("message").text).toBe(enquiry.message);
      expect(form.querySelector("option[selected]")?.getAttribute("value")).toBe(enquiry.stay);
      // The form's message says that fields need correcting, shown without the address naming it.
      expect(form.querySelector(`[id="enquiry-fields"]`)?.hasAttribute("data-returned")).toBe(true);
    });

    it("answers markup in the message as markup, written back as text", async () => {
      const message = `Chegamos às 16h & "cedo" </textarea><script>alert(1)</script>`;
      const name = "Rita D'Ávila";
      const response = await post("/api/enquiry", { ...enquiry, message, name });
      expect(response.status).toBe(400);
      const { html, errorOf, control } = await answered(response, "/api/enquiry");
      expect(errorOf("message")).toBe(uiString(language, "forms:errors.markup"));
      expect(control("message").text).toBe(message);
      expect(control("name").getAttribute("value")).toBe(name);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;");
    });

    it("answers a contact message at each refused field (a bad address, markup), every value kept and escaped", async () => {
      const [topic] = topicChoices();
      const message = `Olá Ana "<b>" & Co`;
      const fields = { topic: topic!, message, name: "Júlia", email: "julia@", from: pathOf("how-to-get-here", language) };
      const response = await post("/api/contact", fields);
      expect(response.status).toBe(400);
      const { html, errorOf, invalid, control, form } = await answered(response, "/api/contact");
      expect(parse(html).querySelector("html")?.getAttribute("lang")).toBe(HREFLANG[language]);
      expect(errorOf("email")).toBe(uiString(language, "forms:errors.email"));
      expect(errorOf("message")).toBe(uiString(language, "forms:errors.markup"));
      expect([invalid("email"), invalid("message"), invalid("name"), invalid("topic")]).toEqual([true, true, false, false]);
      expect(control("email").getAttribute("value")).toBe("julia@");
      expect(control("name").getAttribute("value")).toBe("Júlia");
      expect(control("message").text).toBe(message);
      expect(html).not.toContain("<b>");
      expect(form.querySelector("option[selected]")?.getAttribute("value")).toBe(topic);
      expect(form.querySelector(`[id="contact-fields"]`)?.hasAttribute("data-returned")).toBe(true);
    });

    it("answers a newsletter sign-up without consent about the newsletter, keeping the address", async () => {
      const response = await post("/api/newsletter", { email: "ana@example.com", from: pathOf("newsletter", language) });
      expect(response.status).toBe(400);
      const { errorOf, invalid, control } = await answered(response, "/api/newsletter");
      expect(errorOf("consent")).toBe(uiString(language, "newsletter:consentRequired"));
      expect(errorOf("consent")).not.toBe(uiString(language, "forms:errors.consent"));
      expect(invalid("consent")).toBe(true);
      expect(control("email").getAttribute("value")).toBe("ana@example.com");
    });

    it("answers a bad address with consent given, which stays ticked", async () => {
      const response = await post("/api/newsletter", { email: "ana@", consent: "on", from: pathOf("newsletter", language) });
      const { errorOf, control } = await answered(response, "/api/newsletter");
      expect(errorOf("email")).toBe(uiString(language, "forms:errors.email"));
      expect(errorOf("consent")).toBe("");
      expect(control("consent").hasAttribute("checked")).toBe(true);
      expect(control("email").getAttribute("value")).toBe("ana@");
    });

    const html = { Accept: "text/html,application/xhtml+xml" };
    const upload = { ...GUEST, from: pathOf("photo-upload", language) };

    it("answers a caption with markup at the caption, and asks for the photo again", async () => {
      const caption = "Arara <b>azul</b>";
      const answer = await uploadPhoto(site.server.url, { ...upload, caption }, [{ bytes: await phonePhoto(), name: "arara.jpg", type: "image/jpeg" }], html);
      expect(answer.status).toBe(400);
      const { errorOf, control } = answeredForm(String(answer.body["text"]), "/api/photos");
      expect(errorOf("caption")).toBe(uiString(language, "forms:errors.markup"));
      expect(control("caption").getAttribute("value")).toBe(caption);
      expect([control("name").getAttribute("value"), control("email").getAttribute("value")]).toEqual([GUEST.name, GUEST.email]);
      expect(control("consent").hasAttribute("checked")).toBe(true);
      expect(errorOf("photo")).toBe(uiString(language, "forms:upload.photoAgain"));
    });

    it("answers a photo too small at the photo field, keeping the rest", async () => {
      const answer = await uploadPhoto(site.server.url, upload, [{ bytes: await phonePhoto(200, 150), name: "tiny.jpg", type: "image/jpeg" }], html);
      expect(answer.status).toBe(422);
      const { errorOf, invalid, control } = answeredForm(String(answer.body["text"]), "/api/photos");
      const tooSmall = uiString(language, "forms:upload.results.tooSmall").replace("{{minSide}}", String(content.site.photoUpload.minSidePixels));
      expect(errorOf("photo")).toBe(tooSmall);
      expect(invalid("photo")).toBe(true);
      expect(control("name").getAttribute("value")).toBe(GUEST.name);
    });
  });

  it("shows nothing sent from another site inside the site's page", async () => {
    const response = await post(
      "/api/enquiry",
      { ...englishEnquiry(), checkOut: lodgeDayIn(1) },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(303);
  });
});
