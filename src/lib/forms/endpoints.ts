/**
 * Where each form posts. The forms carry these as `action` with `method="post"`, so a form sent before
 * its script has loaded (or with JavaScript off) puts nothing typed into the address bar, history or
 * server logs. The handlers behind them live in src/api/ under the same names.
 */
export const FORM_ENDPOINTS = {
  login: "/api/login",
  logout: "/api/logout",
  session: "/api/session",
  photoUpload: "/api/photos",
  newsletter: "/api/newsletter",
  newsletterUnsubscribe: "/api/newsletter-unsubscribe",
  enquiry: "/api/enquiry",
  contact: "/api/contact",
} as const;
