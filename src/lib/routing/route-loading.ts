/**
 * Screens load on demand with a spinner meanwhile. Pages arrive as finished HTML; this covers in-app
 * navigation, when Gatsby fetches the next page's data and code. Gatsby calls `onRouteUpdateDelayed`
 * once that has taken a second (fast navigations never flash a spinner) and `onRouteUpdate` when the
 * page has arrived. Plain DOM, so it costs no React work and survives the page swap; styled here rather
 * than in the site's CSS, which every page carries inline and most visitors never need this for.
 */
const LABEL: Record<string, string> = { pt: "Carregando…", en: "Loading…" };

const BOX_STYLE: Partial<CSSStyleDeclaration> = {
  position: "fixed",
  top: "calc(var(--navbar-height) + var(--space-3))",
  right: "var(--space-4)",
  zIndex: "90",
  padding: "var(--space-2)",
  borderRadius: "50%",
  background: "var(--color-paper)",
  boxShadow: "var(--shadow-card)",
};

const SPINNER_STYLE: Partial<CSSStyleDeclaration> = {
  display: "block",
  width: "1.5rem",
  height: "1.5rem",
  border: "3px solid var(--color-sand)",
  borderTopColor: "var(--color-forest-500)",
  borderRadius: "50%",
};

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
      const spinner = element.firstChild as HTMLElement;
      Object.assign(element.style, BOX_STYLE);
      Object.assign(spinner.style, SPINNER_STYLE);
      // A still ring for visitors who asked for less motion.
      const still = doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
      if (!still) spinner.animate?.([{ transform: "rotate(0)" }, { transform: "rotate(360deg)" }], { duration: 800, iterations: Infinity });
      doc.body.appendChild(element);
    },
    hide() {
      element?.remove();
      element = undefined;
    },
  };
}
