/**
 * The component stylesheets every page carries, in the order of the cascade: the building blocks
 * (the primitives other modules compose, the icon others size), then the layout's parts that use
 * them. Every template imports this module first, so each template's chunk meets these stylesheets in
 * this one order, whatever its own components import first: webpack orders a chunk's stylesheets by
 * the order its importers reach them, and the one chunk all templates share (css-split.ts) can only
 * keep an order all of them agree on. Which template imports what, and in which order, no longer
 * matters to it.
 */
import "./primitives.module.css";
import "../components/Icon/index.module.css";
import "../components/Breadcrumbs/index.module.css";
import "../components/ConsentBanner/index.module.css";
