import json from "../../../content/routes.json";
import { switchedOnRoutes } from "../../content/validate-files";
import { bundledCollection } from "./bundled-collection";
import { site } from "./site";

const allRoutes = bundledCollection("routes", json);

/** content/routes.json, the site's pages, validated when first read (bundled-collection.ts): those the build builds, without the routes of a feature switched off. */
export const routes = () => switchedOnRoutes(allRoutes(), site());
