import type { BrowserContext } from "@playwright/test";
import { siteContent } from "../../src/content/content-store";
import { pageContentSecurityPolicy } from "../../src/lib/http/response-headers";

/** A measurement ID for the browser tests only; content/site.json keeps its own (unset until the lodge gives one). */
export const TEST_MEASUREMENT_ID = "G-BROWSERTEST1";

/**
 * Hands every page the given analytics measurement ID in its page data (where site config reaches the
 * browser), and each page the policy the build would have written with an ID set (which lets the
 * tag's hosts in), so the consent tests can watch the tag load and stop whatever site.json says. Only
 * what this browser context receives changes; the build and the content stay as they are.
 */
export async function withMeasurementId(context: BrowserContext, id: string = TEST_MEASUREMENT_ID): Promise<void> {
  await context.route("**/page-data/**/page-data.json", async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { result?: { data?: { siteConfig?: { analyticsMeasurementId?: string } | null } } };
    const siteConfig = data.result?.data?.siteConfig;
    if (siteConfig) siteConfig.analyticsMeasurementId = id;
    await route.fulfill({ response, json: data });
  });
  await context.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const policy = response.headers()["content-security-policy"];
    if (!policy) return route.fulfill({ response });
    const hashes = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1] ?? "");
    const withTag = pageContentSecurityPolicy(hashes, { countryLookupUrl: siteContent().site.countryLookupUrl, analyticsEnabled: true });
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": withTag } });
  });
}
