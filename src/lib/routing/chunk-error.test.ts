import { describeChunkError, showChunkError } from "./chunk-error";
import chunkErrorPt from "../../../content/locales/pt/chunkError.json";

const chunkError = (message: string, extra: Record<string, string> = {}) => Object.assign(new Error(message), { name: "ChunkLoadError", ...extra });

describe("chunk-load failures", () => {
  it("are named by file and failure type", () => {
    expect(
      describeChunkError(
        chunkError("Loading chunk 551 failed.\n(timeout: http://localhost/551-a4e0bec4acb2.js)", {
          type: "timeout",
          request: "http://localhost/551-a4e0bec4acb2.js",
        }),
      ),
    ).toEqual({ chunk: "551-a4e0bec4acb2.js", failure: "timeout" });
    expect(
      describeChunkError(
        chunkError("Loading chunk component---src-templates-gallery-tsx failed.\n(error: http://x/component---src-templates-gallery-tsx-1.js)"),
      ),
    ).toEqual({
      chunk: "component---src-templates-gallery-tsx-1.js",
      failure: "error",
    });
    expect(describeChunkError(new Error("Loading CSS chunk 12 failed.\n(missing: http://x/12.css)"))).toEqual({ chunk: "12.css", failure: "missing" });
  });

  it("are told apart from other errors", () => {
    for (const other of [new Error("boom"), null, "Loading", { name: "TypeError" }]) expect(describeChunkError(other)).toBeNull();
  });

  it("show one message in the page's language with a reload button", () => {
    document.documentElement.lang = "pt-BR";
    showChunkError({ chunk: "551-a.js", failure: "timeout" });
    showChunkError({ chunk: "other.js", failure: "error" });
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain(chunkErrorPt.body.replace("{chunk}", "551-a.js").replace("{failure}", "timeout"));
    expect(alerts[0]?.querySelector("button")?.textContent).toBe(chunkErrorPt.reload);
  });
});
