import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_DIR } from "../content-store";
import { imageFiles } from "./image-files";
import { contentCopy, problemsOf } from "./test-support";

describe(imageFiles.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(imageFiles, contentCopy())).toEqual([]);
  });

  it("reports a picture that does not exist", () => {
    const content = contentCopy();
    content.rooms[3]!.images[1]!.file = "images/rooms/nowhere.jpg";
    expect(problemsOf(imageFiles, content)).toEqual([
      'content/rooms.json › [3].images[1].file: expected an image file that exists under content/, got "images/rooms/nowhere.jpg"',
    ]);
  });

  it("reports a file that is not the picture its name says", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(path.join(CONTENT_DIR, "images"), path.join(dir, "images"), { recursive: true });
    fs.writeFileSync(path.join(dir, "images/about.jpg"), "not a picture");
    // The picture is used on several screens; each use is reported.
    expect(problemsOf(imageFiles, contentCopy(), dir)).toContain(
      'content/home.json › about.image: expected a readable .jpg picture (the file is empty, damaged or of another type), got "images/about.jpg"',
    );
  });
});
