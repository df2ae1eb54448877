/** The names of the CMS page's own files under /admin/, shared by what writes them and what loads them. */

/** The site's CMS script (configuration, widget, format, check, previews), bundled by esbuild. */
export const ADMIN_SCRIPT = "cms-setup.js";
/** The stylesheet the bundle writes beside its script: the site's styles, which the previews' frame loads. */
export const PREVIEW_STYLESHEET = "cms-setup.css";
/** The styles of the site's widgets in the CMS's own page. */
export const ADMIN_STYLESHEET = "cms-widgets.css";
