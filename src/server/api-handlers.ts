import type { ApiModule } from "./http/api-routes";
import * as login from "../api/login";
import * as logout from "../api/logout";
import * as session from "../api/session";
import * as vitals from "../api/vitals";

/**
 * Every handler of src/api/, by the name Gatsby gives it (the file name): the production server
 * mounts exactly these at /api/<name>. A test checks that no file of src/api/ is missing here.
 */
export const API_HANDLERS: Readonly<Record<string, ApiModule>> = {
  login: login as ApiModule,
  logout: logout as ApiModule,
  session: session as ApiModule,
  vitals: vitals as ApiModule,
};
