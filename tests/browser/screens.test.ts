import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { phonePhoto } from "../support/photo-files";
import { expect, test, type Page } from "@playwright/test";
import { siteContent } from "../../src/content/content-store";
import { gotoHydrated } from "./hydrated";
import { BROWSER_TEST_DATA_DIR } from "../support/browser-data";
import { staffCommand } from "../support/staff-cli";

const BROWSER_TEST_DATA = path.resolve(BROWSER_TEST_DATA_DIR);

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

test.describe("media press", () => {
  test("read more and show less toggle the full text, by mouse and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/en/media-press/");
    const toggle = page.locator("main li button[aria-controls]").first();
    await expect(toggle).toHaveText(/Read more/);
    const full = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(full).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveText(/Show less/);
    await expect(full).toBeVisible();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(full).toBeHidden();
    await page.keyboard.press("Space");
    await expect(full).toBeVisible();
  });

  test("the streaming-only item is marked, with its watch button only once content gives its address", async ({ page }) => {
    await gotoHydrated(page, "/pt/falaram-de-nos/");
    const item = page.locator("li[data-exclusive]");
    await expect(item).toHaveCount(1);
    await expect(item.getByText("Exclusivo para assinantes de um serviço de streaming")).toBeVisible();
    const watch = item.getByRole("link", { name: /Assistir no streaming/ });
    const watchUrl = siteContent().press.find((entry) => entry.exclusive)?.watchUrl;
    if (watchUrl) await expect(watch).toHaveAttribute("target", "_blank");
    else await expect(watch).toHaveCount(0);
  });
});

test.describe("table-side menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("tabs switch by tap and by arrow keys, Home and End (ARIA tabs)", async ({ page }) => {
    await gotoHydrated(page, "/pt/menu/");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Petiscos", "Bebidas", "Comidas"]);
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await page.getByRole("tab", { name: "Bebidas" }).click();
    await expect(page.getByRole("tab", { name: "Bebidas" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Carta de vinhos", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Até R$ 10" })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Comidas" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Comidas" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Petiscos" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Até R$ 10" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Comidas" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Petiscos" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Comidas" })).toHaveAttribute("aria-selected", "true");
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("has no navbar or footer, and no axe violations with the wine list open", async ({ page }) => {
    await gotoHydrated(page, "/en/menu/");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.getByRole("tab", { name: "Drinks" }).click();
    await expect(page.getByRole("heading", { name: "Wine list", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("photo gallery lightbox", () => {
  for (const width of [390, 1440]) {
    test(`opens, turns with the arrow keys and closes with Escape, focus restored (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await gotoHydrated(page, "/pt/galeria/");
      const thumbnails = page.locator("main ul button");
      const total = await thumbnails.count();
      await thumbnails.first().focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Foto ampliada" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();
      await expect(dialog.getByText(`Foto 1 de ${total}`)).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(`Foto 2 de ${total}`)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByText(`Foto ${total} de ${total}`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(thumbnails.first()).toBeFocused();
    });
  }

  test("works by touch: tap to open, swipe to turn, tap outside to close", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/en/gallery/");
    const thumbnails = page.locator("main ul button");
    const total = await thumbnails.count();
    await thumbnails.nth(1).tap();
    const dialog = page.getByRole("dialog", { name: "Enlarged photo" });
    await expect(dialog.getByText(`Photo 2 of ${total}`)).toBeVisible();
    const swipe = async (fromX: number, toX: number) => {
      await dialog.locator("figure").evaluate(
        (figure, [from, to]) => {
          const at = (type: string, x: number) =>
            figure.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: 300, pointerType: "touch", bubbles: true }));
          at("pointerdown", from as number);
          at("pointerup", to as number);
        },
        [fromX, toX],
      );
    };
    await swipe(300, 80);
    await expect(dialog.getByText(`Photo 3 of ${total}`)).toBeVisible();
    await swipe(80, 300);
    await expect(dialog.getByText(`Photo 2 of ${total}`)).toBeVisible();
    await swipe(200, 190); // a tap-sized move does not turn the photo
    await expect(dialog.getByText(`Photo 2 of ${total}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).tap();
    await expect(dialog.getByText(`Photo 3 of ${total}`)).toBeVisible();
    await page.touchscreen.tap(195, 830);
    await expect(dialog).toBeHidden();
    await context.close();
  });
});

test.describe("trails", () => {
  test("each itinerary opens and closes by mouse and keyboard", async ({ page }) => {
    await gotoHydrated(page, "/en/trails/");
    for (const days of [3, 4, 5]) {
      const itinerary = page.locator(`#itinerary-${days}-days`);
      await itinerary.locator("summary").click();
      await expect(itinerary.getByText("Day 1")).toBeVisible();
      await expect(itinerary.locator("ol > li")).toHaveCount(days);
      await itinerary.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(itinerary.getByText("Day 1")).toBeHidden();
    }
  });
});

test.describe("forms", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("photo upload lists every problem, keeps what was typed when the server refuses the file, and sends a real photo", async ({ page }) => {
    await gotoHydrated(page, "/en/photo-upload/");
    await page.getByRole("button", { name: "Send photo" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(4);
    await expect(page.getByLabel(/^Your name/)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(/^Your name/).fill("Ana Birder");
    await page.getByLabel(/^E-mail/).fill("ana@example");
    await page.getByLabel(/^Photo/).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await page.getByRole("button", { name: "Send photo" }).click();
    await expect(page.getByText("Enter a valid e-mail address, like name@example.com.").last()).toBeVisible();
    await expect(page.getByText("Choose a JPEG, PNG or WebP photo.").last()).toBeVisible();

    // Named and typed as a JPEG, but only its first bytes are: the server reads them and says so.
    await page.getByLabel(/^E-mail/).fill("ana@example.com");
    await page.getByLabel(/^Photo/).setInputFiles({ name: "harpy.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
    await page.getByLabel(/^Caption/).fill("Harpy Eagle over the Rio Claro");
    await page.getByLabel(/I allow/).check();
    await page.getByRole("button", { name: "Send photo" }).click();
    await expect(page.getByRole("status")).toHaveText("This file is not a JPEG, PNG or WebP photo we can read. Choose another photo.");
    await expect(page.getByLabel(/^Your name/)).toHaveValue("Ana Birder");
    await expect(page.getByLabel(/^Caption/)).toHaveValue("Harpy Eagle over the Rio Claro");

    await page.getByLabel(/^Photo/).setInputFiles({ name: "harpy.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await page.getByRole("button", { name: "Send photo" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Photo received, thank you!/);
    await expect(page.getByLabel(/^Your name/)).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("login checks both fields, refuses a wrong password, then signs in to the staff area and out again", async ({ page }) => {
    const name = `browser-${Date.now()}`;
    const password = "a browser test passphrase";
    expect(staffCommand({ DATA_DIR: BROWSER_TEST_DATA }, ["add", name], `${password}\n`).status).toBe(0);
    await gotoHydrated(page, "/pt/login/");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByLabel("Usuário")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Usuário").fill(name);
    await page.getByLabel("Senha").fill("not the password");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "inválidos" })).toHaveText("Usuário ou senha inválidos");
    await expect(page.getByLabel("Usuário")).toHaveValue(name);
    await expect(page.getByLabel("Senha")).toHaveValue("");
    await page.getByLabel("Senha").fill(password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/pt/staff/");
    await expect(page.getByRole("heading", { name: `Você entrou como ${name}.` })).toBeVisible();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL("**/pt/login/");
    await page.goto("/pt/staff/");
    await expect(page).toHaveURL(/\/pt\/login\/$/);
  });

  test("staff review a guest's photo: preview, edit the caption and credit, approve; the queue empties", async ({ page, request }) => {
    const name = `moderation-${Date.now()}`;
    const password = "a moderation passphrase";
    expect(staffCommand({ DATA_DIR: BROWSER_TEST_DATA }, ["add", name], `${password}\n`).status).toBe(0);
    const caption = `Jacamar ${Date.now()}`;
    const upload = await request.post("/api/photos", {
      headers: { Origin: `http://127.0.0.1:${process.env.TEST_PORT}`, Accept: "application/json" },
      multipart: {
        name: "Rita Guia",
        email: "rita@example.com",
        caption,
        consent: "on",
        from: "/en/photo-upload/",
        photo: { name: "j.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
      },
    });
    expect(upload.status()).toBe(202);

    await gotoHydrated(page, "/en/login/");
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/en/staff/");
    const card = page.locator("li").filter({ has: page.getByRole("img", { name: caption }) });
    await expect(card.getByRole("img")).toHaveJSProperty("complete", true);
    expect(await card.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await card.getByLabel("Published caption").fill("Rufous-tailed Jacamar by the trail");
    await card.getByLabel(/^Published credit/).fill("Rita G.");
    expect(
      await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await card.getByRole("button", { name: "Approve and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "approved" })).toHaveText(
      "Rita Guia's photo approved. No build hook is set up: it appears in the gallery with the site's next build.",
    );
    await expect(page.getByText("Approved: Rufous-tailed Jacamar by the trail — Rita G.", { exact: false })).toBeVisible();
    await expect(card).toHaveCount(0);
    // Below the photos: the booking enquiries, and the newsletter list to download.
    await expect(page.getByRole("heading", { name: "Booking enquiries" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download the list of confirmed subscribers (CSV)" })).toHaveAttribute("href", "/api/newsletter-export");
  });

  test("the staff area sends a visitor who is not signed in to the login page, in English too", async ({ page }) => {
    await page.goto("/en/staff/");
    await expect(page).toHaveURL(/\/en\/login\/$/);
    await expect(page.getByRole("heading", { name: "Staff login", level: 1 })).toBeVisible();
  });
});
