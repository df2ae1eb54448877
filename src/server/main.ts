import { CONTENT_DIR } from "../content/content-store";
import { loadContent } from "../content/load-content";
import { ContentValidationError } from "../content/problems";

/**
 * `npm run serve`. The server's modules import content/'s files (src/server/content/), so the whole of
 * content/ is validated first, as the build validates it, before any of them loads: a mistake, even a
 * file that is not JSON, stops the server with the list of problems an editor can act on, not a stack
 * trace from an import nor a wrong answer later.
 */
function contentIsValid(): boolean {
  try {
    loadContent(CONTENT_DIR);
    return true;
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    console.error(`Content error: ${error.message}`);
    process.exitCode = 1;
    return false;
  }
}

if (contentIsValid()) void import("./start-server");
