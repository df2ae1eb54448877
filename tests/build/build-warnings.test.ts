import fs from "node:fs";
import { unexpectedWarnings } from "../../src/build/build-log";
import { DOCUMENTS_NOTICE_START } from "../../src/build/documents";
import { LODGE_VALUES_HEADING } from "../../src/content/lodge-values";
import { TEST_BUILD_LOG } from "../support/test-build";

/**
 * The notices a build prints on purpose, each for someone to act on: the values the lodge has not
 * given yet, and printed documents older than their content (a local build without Chromium goes on).
 */
const EXPECTED_NOTICES = [LODGE_VALUES_HEADING, DOCUMENTS_NOTICE_START];

describe("the test build's output", () => {
  it("has no warning, error or Node warning besides the notices someone must act on", () => {
    if (!fs.existsSync(TEST_BUILD_LOG)) throw new Error(`${TEST_BUILD_LOG} is missing: run \`npm run build:test\`, which writes it`);
    const output = fs.readFileSync(TEST_BUILD_LOG, "utf8");
    // The log is the build's whole output, not a stub: it ends with Gatsby's summary.
    expect(output).toMatch(/^info Done building in /m);
    expect(unexpectedWarnings(output, EXPECTED_NOTICES)).toEqual([]);
  });
});
