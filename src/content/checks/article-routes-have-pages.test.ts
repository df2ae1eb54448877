import { articleRoutesHavePages } from "./article-routes-have-pages";
import { contentCopy, problemsOf } from "./test-support";

describe(articleRoutesHavePages.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(articleRoutesHavePages, contentCopy())).toEqual([]);
  });

  it("reports a route whose template shows written content that pages.json lacks", () => {
    const content = contentCopy();
    content.pages = content.pages.filter((page) => page.id !== "lodge");
    expect(problemsOf(articleRoutesHavePages, content)).toEqual([
      'content/pages.json › (whole file): expected an entry with id "lodge" (route 2 uses template "page"), got nothing',
    ]);
  });
});
