import { staffCommand } from "./staff-cli";

export const STAFF_PASSWORD = "a long staff passphrase";

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** Headers of a state-changing staff request from the site's own page. */
  changeHeaders: Record<string, string>;
}

/** Adds a staff account to the server's database and signs it in over HTTP, as the login page does. */
export async function signedInStaff(url: string, env: Record<string, string>, name: string): Promise<SignedIn> {
  const added = staffCommand(env, ["add", name], `${STAFF_PASSWORD}\n`);
  if (added.status !== 0) throw new Error(`staff add failed: ${added.stderr}`);
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: url },
    body: JSON.stringify({ username: name, password: STAFF_PASSWORD, next: "/pt/staff/" }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed with ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const session = (await (await fetch(`${url}/api/session`, { headers: { Cookie: cookie } })).json()) as { csrfToken: string };
  return { cookie, csrfToken: session.csrfToken, changeHeaders: { Cookie: cookie, Origin: url, "X-CSRF-Token": session.csrfToken } };
}
