/** The data directory (embedded database) of the server the browser tests run against. */
export const BROWSER_TEST_DATA_DIR = "data/browser-tests";

/** Where the browser tests' server sends the lodge's copy of each booking enquiry (LODGE_INBOX). */
export const BROWSER_LODGE_INBOX = "reservas@lodge.example";
