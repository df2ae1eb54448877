import { documentFiles } from "./document-files";
import { contentCopy, problemsOf } from "./test-support";

describe(documentFiles.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(documentFiles, contentCopy())).toEqual([]);
  });

  it("reports a document that does not exist", () => {
    const content = contentCopy();
    content.documents[0]!.file = "documents/missing.pdf";
    expect(problemsOf(documentFiles, content)).toEqual([
      'content/documents.json › [0].file: expected a document file that exists under content/, got "documents/missing.pdf"',
    ]);
  });
});
