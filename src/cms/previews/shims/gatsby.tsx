import React from "react";

/**
 * Gatsby's `Link` in the CMS preview, where there is no Gatsby router: a plain link. The site's
 * components link to pages (a species card to its page), and the preview draws them the same.
 */
export function Link({ to, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
