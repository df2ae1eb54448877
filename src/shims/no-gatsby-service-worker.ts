/**
 * Stands in for Gatsby's own service-worker registration (`.cache/register-service-worker.js`) in the
 * browser bundle. Gatsby runs it only when a plugin's `registerServiceWorker` returns true, which none
 * does here: the field kit registers its own worker after the page's load (src/field-kit/register-worker.ts),
 * and Gatsby's copy, with its logging and update hooks, was 0.7 KB of every page's script that never ran.
 */
export {};
