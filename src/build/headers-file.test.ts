import { pagePolicy } from "./headers-file";

describe("a page's policy", () => {
  const origins = { countryLookupUrl: "https://lookup.example/json", analyticsEnabled: true };
  const withBanner = '<script>a()</script><section data-consent-banner="">…</section>';

  it("names the analytics and country lookup hosts where the consent banner can load them", () => {
    const policy = pagePolicy(withBanner, origins);
    expect(policy).toContain("https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://lookup.example ");
  });

  it("names no outside host on a page without the consent banner (a redirect page)", () => {
    const policy = pagePolicy('<script>location.replace("/pt/")</script>', origins);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/googletagmanager|lookup\.example/);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=';/);
  });
});
