import chunkErrorEn from "../../../content/locales/en/chunkError.json";
import chunkErrorPt from "../../../content/locales/pt/chunkError.json";

/**
 * When a piece of the page's code (a webpack chunk) fails to load, say which and how, and offer
 * a reload, instead of leaving a blank or frozen page. Plain DOM: it must work when React could not start.
 */
export { CHUNK_LOAD_TIMEOUT_MS } from "./chunk-timeout";

export interface ChunkFailure {
  chunk: string;
  failure: string;
}

/** webpack's ChunkLoadError: "Loading chunk 123 failed.\n(timeout: https://…/123-abc.js)", with type and request. */
export function describeChunkError(error: unknown): ChunkFailure | null {
  if (typeof error !== "object" || error === null) return null;
  const { name, message, type, request } = error as { name?: unknown; message?: unknown; type?: unknown; request?: unknown };
  const text = typeof message === "string" ? message : "";
  if (name !== "ChunkLoadError" && !/Loading (CSS )?chunk \S+ failed/.test(text)) return null;
  const url = typeof request === "string" ? request : (/\((?:\w+): ([^)]+)\)/.exec(text)?.[1] ?? "");
  const file = url.split("?")[0]?.split("/").pop() || (/chunk (\S+) failed/.exec(text)?.[1] ?? "?");
  const failure = typeof type === "string" && type !== "" ? type : (/\((\w+):/.exec(text)?.[1] ?? "error");
  return { chunk: file, failure };
}

const STRINGS = { pt: chunkErrorPt, en: chunkErrorEn };

/** Shows the message once (role="alert"), in the page's language. */
export function showChunkError(failure: ChunkFailure, doc: Document = document): void {
  if (doc.getElementById("chunk-error")) return;
  const strings = doc.documentElement.lang.startsWith("pt") ? STRINGS.pt : STRINGS.en;
  const box = doc.createElement("div");
  box.id = "chunk-error";
  box.setAttribute("role", "alert");
  box.style.cssText =
    "position:fixed;inset:auto 12px 12px;z-index:100;max-width:34rem;margin:0 auto;padding:16px 20px;border-radius:12px;background:#0b1f16;color:#f7f1e4;box-shadow:0 18px 48px rgba(8,20,14,.25);font:16px/1.5 system-ui,sans-serif";
  const title = doc.createElement("strong");
  title.textContent = strings.title;
  const body = doc.createElement("p");
  body.style.margin = "4px 0 12px";
  body.textContent = strings.body.replace("{chunk}", failure.chunk).replace("{failure}", failure.failure);
  const reload = doc.createElement("button");
  reload.type = "button";
  reload.textContent = strings.reload;
  reload.style.cssText =
    "min-height:44px;padding:8px 20px;border:0;border-radius:999px;background:#e9b65c;color:#0b1f16;font:inherit;font-weight:650;cursor:pointer";
  reload.addEventListener("click", () => doc.defaultView?.location.reload());
  box.append(title, body, reload);
  doc.body.append(box);
}

/** Catches chunk failures that nothing else handles (page components, lazy parts, CSS). */
export function watchChunkErrors(win: Window = window): void {
  win.addEventListener("unhandledrejection", (event) => {
    const failure = describeChunkError(event.reason);
    if (failure) showChunkError(failure, win.document);
  });
  win.addEventListener("error", (event) => {
    const failure = describeChunkError(event.error);
    if (failure) showChunkError(failure, win.document);
  });
}
