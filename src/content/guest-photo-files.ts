import path from "node:path";

/**
 * The build's copy of the approved guest photos (rewritten by every build, not committed). A
 * gatsby-source-filesystem instance reads it, so each photo is a File that gatsby-plugin-image
 * processes like every other picture of the site. `GUEST_PHOTOS_DIR` moves it elsewhere (the unit
 * tests do, so they never touch the project's copy).
 */
export const GUEST_PHOTOS_DIR = path.resolve(process.env["GUEST_PHOTOS_DIR"] ?? ".guest-photos");
export const GUEST_PHOTOS_SOURCE = "guest-photos";
