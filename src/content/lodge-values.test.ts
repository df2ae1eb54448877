import { z } from "zod";
import type { Content } from "./collections";
import { fixtureContent } from "../test-utils/fixture-content";
import { lodgeValues, siteSchema } from "./site-schema";
import { LODGE_VALUES_HEADING, lodgeValuesNotice, unsetLodgeValues } from "./lodge-values";

const site = fixtureContent().site;

/** A site.json with every lodge value given (made-up, well-formed values that never reach a page). */
const complete = {
  ...site,
  bookingUrl: "https://booking.test/lodge",
  email: "team@lodge.test",
  feedbackEmail: "web@lodge.test",
  phone: "+55 11 2345-6789",
  whatsappReservations: "+55 11 98765-4321",
  whatsappGuidance: "+55 11 98765-1234",
  social: { instagram: "https://a.test/", facebook: "https://b.test/", youtube: "https://c.test/", linkedin: "https://d.test/" },
  lodgeReviewUrl: "https://reviews.test/lodge",
  birdHotspotUrl: "https://birds.test/hotspot/L1",
  experienceReviewFormUrl: "https://form.test/lodge",
  analyticsMeasurementId: "G-TEST1234",
};

describe("unsetLodgeValues", () => {
  it("finds the registered fields left empty, in nested objects and lists, and nothing else", () => {
    const given = z.string().register(lodgeValues, { format: "text" });
    const schema = z.object({ a: given, b: z.string(), nested: z.object({ c: given }), list: z.array(z.object({ d: given.optional() })) });
    const value = { a: "", b: "", nested: { c: "" }, list: [{ d: "set" }, {}, { d: "" }] };
    expect(unsetLodgeValues(schema, value)).toEqual([["a"], ["nested", "c"], ["list", 2, "d"]]);
  });

  it("reads site.json's contacts and links from siteSchema, not from a list of its own", () => {
    const unset = unsetLodgeValues(siteSchema, { ...complete, phone: "", social: { ...complete.social, youtube: "" } });
    expect(unset).toEqual([["phone"], ["social", "youtube"]]);
    expect(unsetLodgeValues(siteSchema, complete)).toEqual([]);
  });

  it("never lists the site's own address, the country lookup or the developer credit", () => {
    const unset = unsetLodgeValues(siteSchema, { ...site, developerCredit: { ...site.developerCredit, url: "" } }).map((p) => p.join("."));
    expect(unset).not.toEqual(expect.arrayContaining(["siteUrl"]));
    expect(unset).not.toContain("countryLookupUrl");
    expect(unset).not.toContain("developerCredit.url");
  });
});

describe("lodgeValuesNotice", () => {
  it("is one line naming each file and the paths the lodge still has to fill", () => {
    const notice = lodgeValuesNotice({ site: { ...complete, email: "", social: { ...complete.social, youtube: "" }, analyticsMeasurementId: "" } });
    expect(notice).toBe(`${LODGE_VALUES_HEADING}: content/site.json › email, social.youtube, analyticsMeasurementId`);
    expect(notice).not.toContain("\n");
  });

  it("is null once everything is given", () => {
    expect(lodgeValuesNotice({ site: complete } as Partial<Content>)).toBeNull();
  });
});
