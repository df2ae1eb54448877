/**
 * Screens load on demand with a spinner meanwhile. Pages arrive as finished HTML; this covers in-app
 * navigation, when Gatsby fetches the next page's data and code. Gatsby calls `onRouteUpdateDelayed`
 * once that has taken a second (fast navigations never flash a spinner) and `onRouteUpdate` when the
 * page has arrived. Plain DOM, so it costs no React work and survives the page swap.
 */
const LABEL: Record<string, string> = { pt: "Carregando…", en: "Loading…" };

export interface RouteLoadingIndicator {
  show(): void;
  hide(): void;
}

export function createRouteLoadingIndicator(doc: Document = document): RouteLoadingIndicator {
  let element: HTMLElement | undefined;
  return {
    show() {
      if (element) return;
      const language = doc.documentElement.lang.slice(0, 2);
      element = doc.createElement("div");
      element.className = "route-loading";
      element.setAttribute("role", "status");
      element.innerHTML = `<span class="route-loading__spinner" aria-hidden="true"></span><span class="visually-hidden"></span>`;
      (element.lastChild as HTMLElement).textContent = LABEL[language] ?? LABEL.en ?? "";
      doc.body.appendChild(element);
    },
    hide() {
      element?.remove();
      element = undefined;
    },
  };
}
