import { allPathsOf, slugAliasRedirects } from "../../lib/routing/routes";
import { collections } from "../collections";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";

/** A redirect must never shadow a page, or the page would become unreachable. */
export const redirectsHideNoPage: ContentCheck = {
  name: "no redirect starts from the address of a page",
  run({ content }, problems) {
    const pagePaths = new Set(content.routes.flatMap(allPathsOf));
    const aliasPaths = new Set(slugAliasRedirects(content.routes).map((redirect) => redirect.from));
    content.redirects.forEach((redirect, index) => {
      if (pagePaths.has(redirect.from) || aliasPaths.has(redirect.from) || /^\/(pt|en)\//.test(redirect.from)) {
        problems.push({
          file: collections.redirects.file,
          path: [index, "from"],
          expected: "expected an old path that is not a page of the site",
          got: describeValue(redirect.from),
        });
      }
    });
  },
};
