import type { ApiModule } from "./http/api-routes";
import * as contact from "../api/contact";
import * as enquiries from "../api/enquiries";
import * as enquiry from "../api/enquiry";
import * as inboxState from "../api/inbox-state";
import * as login from "../api/login";
import * as logout from "../api/logout";
import * as newsletter from "../api/newsletter";
import * as newsletterConfirm from "../api/newsletter-confirm";
import * as newsletterExport from "../api/newsletter-export";
import * as newsletterUnsubscribe from "../api/newsletter-unsubscribe";
import * as photoFile from "../api/photo-file";
import * as photoReview from "../api/photo-review";
import * as photoReviews from "../api/photo-reviews";
import * as photos from "../api/photos";
import * as session from "../api/session";
import * as sightingsImport from "../api/sightings-import";
import * as vitals from "../api/vitals";

/**
 * Every handler of src/api/, by the name Gatsby gives it (the file name): the production server
 * mounts exactly these at /api/<name>. A test checks that no file of src/api/ is missing here.
 */
export const API_HANDLERS: Readonly<Record<string, ApiModule>> = {
  contact: contact as ApiModule,
  enquiries: enquiries as ApiModule,
  enquiry: enquiry as ApiModule,
  "inbox-state": inboxState as ApiModule,
  login: login as ApiModule,
  logout: logout as ApiModule,
  newsletter: newsletter as ApiModule,
  "newsletter-confirm": newsletterConfirm as ApiModule,
  "newsletter-export": newsletterExport as ApiModule,
  "newsletter-unsubscribe": newsletterUnsubscribe as ApiModule,
  "photo-file": photoFile as ApiModule,
  "photo-review": photoReview as ApiModule,
  "photo-reviews": photoReviews as ApiModule,
  photos: photos as ApiModule,
  session: session as ApiModule,
  "sightings-import": sightingsImport as ApiModule,
  vitals: vitals as ApiModule,
};
