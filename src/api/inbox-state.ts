import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { formFields, refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { database } from "../server/data/open-database";
import { isInboxKind, isInboxState, setInboxState } from "../server/enquiries/inbox-states";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/inbox-state: staff mark a booking enquiry or a contact message as waiting, handled or
 * archived. Fields: kind ("enquiry" or "message"), id, state. Needs the session's CSRF token
 * (X-CSRF-Token or `csrf`), as every staff change. Answers 200 { state }; errors: 400 (fields),
 * 401, 403, 404 (no such entry).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "2kb", extended: false }, json: { limit: "2kb" } },
};
export { functionConfig as "config" };

async function inboxState(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const fields = formFields(req.body) ?? {};
  if (!(await staffOnly(req, res, { csrf: fields["csrf"] }))) return;
  const { kind, id, state } = fields;
  if (!isInboxKind(kind) || typeof id !== "string" || id.length === 0 || id.length > 64 || !isInboxState(state)) {
    res.status(400).json({ error: "kind (enquiry or message), id and state (waiting, handled or archived) are required", code: "fields" });
    return;
  }
  if (!(await setInboxState(await database(), kind, id, state))) {
    res.status(404).json({ error: "no such entry", code: "missing" });
    return;
  }
  res.status(200).json({ state });
}

export default apiHandler(inboxState);
