/**
 * Where a newsletter link leads once it has done its work: the home page of the subscriber's
 * language, with the result in the query (`?newsletter=confirmed`).
 */
export const newsletterResultPath = (language: "pt" | "en", result: string) => `/${language}/?newsletter=${result}`;
