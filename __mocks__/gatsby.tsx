import React from "react";

/** Jest stand-in for gatsby: queries are build-time only, Link is a plain anchor. */
const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean };

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  // Like Gatsby's Link, a click is handled in-app: the page never navigates (jsdom cannot).
  Link: jest.fn().mockImplementation(({ to, activeClassName: _a, partiallyActive: _p, onClick, ...rest }: LinkProps) =>
    React.createElement("a", {
      ...rest,
      href: to,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
      },
    }),
  ),
};
