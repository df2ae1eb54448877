/** The data directory (embedded database) of the server the browser tests run against. */
export const BROWSER_TEST_DATA_DIR = "data/browser-tests";
