import type { ReactElement, ReactNode } from "react";
import { isValidElement } from "react";
import { sharedBy } from "./css-split";

/** The attributes of the <style> elements Gatsby writes into the head for a page's stylesheets. */
interface InlinedStylesheet {
  "data-href"?: string;
  "data-identity"?: string;
}

const inlinedStylesheet = (node: ReactNode): node is ReactElement<InlinedStylesheet> =>
  isValidElement<InlinedStylesheet>(node) && node.type === "style" && node.props["data-identity"] === "gatsby-global-css";

const sharing = (style: ReactElement<InlinedStylesheet>) => sharedBy(style.props["data-href"] ?? "");

/**
 * The head with the page's stylesheets from the most widely shared to the template's own. A component
 * that refines another's look (composes its class, or passes it a class) is used by fewer templates
 * than the one it refines, so its rules come later and win, whatever order Gatsby wrote them in.
 */
export function sharedStylesheetsFirst(head: ReactNode[]): ReactNode[] {
  const slots = head.flatMap((node, index) => (inlinedStylesheet(node) ? [index] : []));
  const styles = slots.map((index) => head[index] as ReactElement<InlinedStylesheet>);
  // Stable: a tie keeps Gatsby's order.
  const ordered = [...styles].sort((a, b) => sharing(b) - sharing(a));
  const result = [...head];
  slots.forEach((slot, i) => {
    result[slot] = ordered[i];
  });
  return result;
}
