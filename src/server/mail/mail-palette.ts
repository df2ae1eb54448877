/**
 * The site's colours for the HTML part of its mail. Mail programs ignore stylesheets and custom
 * properties, so each colour is written out here, named after its design token in
 * src/styles/tokens.css; a unit test keeps every value equal to its token's.
 */
export const MAIL_PALETTE = {
  "forest-900": "#0f2a1d",
  "on-dark": "#f7f1e4",
  paper: "#fbf7ef",
  sand: "#eadcc1",
  ink: "#17201b",
  link: "#25573a",
} as const;
