import "react";

/**
 * HTML's popover attributes, which work without script (the header's menu on phones). React 19's
 * types name them; React 18 passes them to the DOM as written, so they are spelled in lower case.
 */
declare module "react" {
  // Merged into React's own interfaces, which must keep their type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: "toggle" | "show" | "hide" | undefined;
  }
}
