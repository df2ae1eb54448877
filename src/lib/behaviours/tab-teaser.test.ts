import { COUNTRY_SESSION_KEY, teaserLanguage } from "./tab-teaser";

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
};
const answer = (body: string, ok = true) => jest.fn(async () => ({ ok, text: async () => body }) as Response);

describe("tab-teaser language", () => {
  it("is English without consent, and asks nobody", async () => {
    const fetchImpl = answer("BR");
    expect(await teaserLanguage({ consented: false, lookupUrl: "https://lookup.example", session: memory(), fetchImpl })).toBe("en");
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("is Portuguese for Brazil, English for any other country, asking once per session", async () => {
    const session = memory();
    const fetchImpl = answer("br\n");
    expect(await teaserLanguage({ consented: true, lookupUrl: "https://lookup.example", session, fetchImpl })).toBe("pt");
    expect(await teaserLanguage({ consented: true, lookupUrl: "https://lookup.example", session, fetchImpl })).toBe("pt");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith("https://lookup.example/country/", expect.objectContaining({ credentials: "omit" }));
    expect(await teaserLanguage({ consented: true, lookupUrl: "https://lookup.example", session: memory(), fetchImpl: answer("PT") })).toBe("en");
  });

  it("falls back to English silently on errors, odd answers and timeouts, and does not ask again", async () => {
    for (const fetchImpl of [answer("BR", false), answer("<html>Brazil</html>"), jest.fn(async () => Promise.reject(new Error("offline")))]) {
      const session = memory();
      expect(await teaserLanguage({ consented: true, lookupUrl: "https://x.example", session, fetchImpl: fetchImpl as unknown as typeof fetch })).toBe("en");
      expect(session.values.get(COUNTRY_SESSION_KEY)).toBe("??");
    }
  });
});
