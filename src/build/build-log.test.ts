import { unexpectedWarnings } from "./build-log";

const NOTICE = "Values the lodge still has to supply (not shown until set; docs/CONTENT.md says how to set each)";

// Excerpts of what `gatsby build` printed before its warnings were removed at their causes.
const CLEAN = `success compile gatsby files - 1.726s
\u001b[33mwarn\u001b[39m Values the lodge still has to supply (not shown until set; docs/CONTENT.md
says how to set each): content/site.json › bookingUrl, email

info bird checklist: no eBird records imported, no checklist page
success Building production JavaScript and CSS bundles - 52.103s
info Done building in 83.2 sec`;

const OLD_WARNINGS = [
  `warn ./node_modules/better-sqlite3/lib/database.js
Critical dependency: require function is used in a way in which dependencies
cannot be statically extracted`,
  `warn The GraphQL query in the non-page component
"/site/src/templates/bird-checklist.tsx" will not be run.`,
  `warn chunk css-26-0606c79d4f [mini-css-extract-plugin]
Conflicting order. Following module has been added:
 * css ./src/components/Breadcrumbs/index.module.css`,
  ` ERROR  UNKNOWN

(node:28905) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated.
Please use a userland alternative instead.`,
];

describe("a build's warnings", () => {
  it("are none in a build that prints only the expected notice and Gatsby's progress", () => {
    expect(unexpectedWarnings(CLEAN, [NOTICE])).toEqual([]);
  });

  it("are each warning, error and Node warning the build printed before, one entry each, wrapped lines joined", () => {
    const found = unexpectedWarnings([CLEAN, ...OLD_WARNINGS].join("\n"), [NOTICE]);
    expect(found).toEqual([
      "warn ./node_modules/better-sqlite3/lib/database.js Critical dependency: require function is used in a way in which dependencies cannot be statically extracted",
      'warn The GraphQL query in the non-page component "/site/src/templates/bird-checklist.tsx" will not be run.',
      "warn chunk css-26-0606c79d4f [mini-css-extract-plugin] Conflicting order. Following module has been added: * css ./src/components/Breadcrumbs/index.module.css",
      "ERROR  UNKNOWN",
      "(node:28905) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ]);
  });

  it("include the expected notice's text when it is not a warning's start, and webpack's and Node's other warnings", () => {
    expect(unexpectedWarnings(`warn Something else. ${NOTICE}`, [NOTICE])).toHaveLength(1);
    expect(unexpectedWarnings("WARNING in asset size limit", [NOTICE])).toHaveLength(1);
    expect(unexpectedWarnings("(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak", [])).toHaveLength(1);
    expect(unexpectedWarnings("success done\nsome tool: ExperimentalWarning: VM Modules", [])).toHaveLength(1);
  });
});
