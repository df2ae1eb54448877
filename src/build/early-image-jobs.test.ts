import { imageQueries, startImageJobs, type QueryStore } from "./early-image-jobs";

const WITH_IMAGES = "query Room($id: String!) { room(id: { eq: $id }) { photo { childImageSharp { gatsbyImageData(width: 640) } } } }";
const WITHOUT_IMAGES = "query Faq { faqContent { title } }";

function store(): QueryStore {
  return {
    getState: () => ({
      components: new Map([
        ["/src/templates/room-entry.tsx", { query: WITH_IMAGES, pages: new Set(["/pt/quartos/a/", "/en/rooms/a/"]) }],
        ["/src/templates/faq.tsx", { query: WITHOUT_IMAGES, pages: new Set(["/pt/faq/"]) }],
        ["/src/templates/no-query.tsx", { query: "", pages: new Set(["/pt/x/"]) }],
      ]),
      pages: new Map<string, { context?: Record<string, unknown> }>([
        ["/pt/quartos/a/", { context: { id: "room-a", language: "pt" } }],
        ["/en/rooms/a/", { context: { id: "room-a", language: "en" } }],
        ["/pt/faq/", { context: { language: "pt" } }],
      ]),
    }),
  };
}

describe("image jobs started before webpack", () => {
  it("runs only the page queries that ask for processed images, once per page, with the page's context and path as variables", () => {
    expect(imageQueries(store())).toEqual([
      { query: WITH_IMAGES, variables: { id: "room-a", language: "pt", path: "/pt/quartos/a/" } },
      { query: WITH_IMAGES, variables: { id: "room-a", language: "en", path: "/en/rooms/a/" } },
    ]);
  });

  it("runs one query at a time, goes on past a failing one and settles with how many it ran", async () => {
    const events: string[] = [];
    let running = 0;
    const result = await startImageJobs(store(), async (_query, variables) => {
      running += 1;
      events.push(`start ${String(variables.path)} (${running} running)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (variables.language === "pt") throw new Error("a query that fails is left for Gatsby's own run");
      events.push(`end ${String(variables.path)}`);
    });
    expect(result).toBe(2);
    expect(events).toEqual(["start /pt/quartos/a/ (1 running)", "start /en/rooms/a/ (1 running)", "end /en/rooms/a/"]);
  });
});
