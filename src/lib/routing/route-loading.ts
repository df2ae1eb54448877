/**
 * SPEC 2.2: screens load on demand with a spinner meanwhile. Pages arrive as finished HTML; this
 * covers in-app navigation, when Gatsby fetches the next page's data and code. The spinner appears
 * only if that takes longer than SHOW_AFTER_MS, so fast navigations never flash it. Plain DOM, so it
 * costs no React work and survives the page swap.
 */
export const SHOW_AFTER_MS = 200;
const LABEL: Record<string, string> = { pt: "Carregando…", en: "Loading…" };

export interface RouteLoadingIndicator {
  start(): void;
  stop(): void;
}

export function createRouteLoadingIndicator(doc: Document = document): RouteLoadingIndicator {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let element: HTMLElement | undefined;

  const show = () => {
    const language = doc.documentElement.lang.slice(0, 2);
    element = doc.createElement("div");
    element.className = "route-loading";
    element.setAttribute("role", "status");
    element.innerHTML = `<span class="route-loading__spinner" aria-hidden="true"></span><span class="visually-hidden"></span>`;
    (element.lastChild as HTMLElement).textContent = LABEL[language] ?? LABEL.en ?? "";
    doc.body.appendChild(element);
  };

  return {
    start() {
      clearTimeout(timer);
      timer = setTimeout(show, SHOW_AFTER_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      element?.remove();
      element = undefined;
    },
  };
}
