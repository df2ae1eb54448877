import React, { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { fetchSession, signOut, type SessionInfo } from "../../lib/forms/staff-session";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import * as formStyles from "../Form/index.module.css";
import { Inbox } from "./Inbox";
import { PhotoReview } from "./PhotoReview";
import { SightingsImport } from "./SightingsImport";

interface StaffAreaProps {
  language: Language;
  /** The login page of this language: where signing out, or a lapsed session, leads. */
  loginPath: string;
}

/**
 * Who is signed in, until when, and the sign-out; then the guests' photos waiting for review. The server only serves this page to signed-in
 * staff; the session is still checked here, since a page can outlive its session in an open tab.
 */
export function StaffArea({ language, loginPath }: StaffAreaProps) {
  const { t } = useTranslation(["forms"]);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [status, setStatus] = useState(t("forms:staff.checking"));

  useEffect(() => {
    let active = true;
    fetchSession()
      .then((found) => {
        if (!active) return;
        if (!found) window.location.replace(loginPath);
        else {
          setSession(found);
          setStatus("");
        }
      })
      .catch(() => active && setStatus(t("forms:staff.failed")));
    return () => {
      active = false;
    };
  }, [loginPath, t]);

  const onSignOut = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!session) return;
    if (await signOut(session.csrfToken)) window.location.assign(loginPath);
    else setStatus(t("forms:staff.failed"));
  };

  const time = session ? new Intl.DateTimeFormat(INTL_LOCALE[language], { hour: "2-digit", minute: "2-digit" }).format(session.expiresAt) : "";
  const signedOut = useCallback(() => window.location.replace(loginPath), [loginPath]);
  return (
    <>
      <form
        method="post"
        action={FORM_ENDPOINTS.logout}
        className={formStyles.form}
        onSubmit={(event) => void onSignOut(event)}
        aria-labelledby="staff-heading"
      >
        <h2 id="staff-heading" className={formStyles.heading}>
          {session ? t("forms:staff.signedInAs", { name: session.name }) : t("forms:staff.checking")}
        </h2>
        <noscript>
          <p>{t("forms:staff.noScript")}</p>
        </noscript>
        <p>{t("forms:staff.intro")}</p>
        {session && <p>{t("forms:staff.expires", { time })}</p>}
        <input type="hidden" name="csrf" value={session?.csrfToken ?? ""} />
        <input type="hidden" name="next" value={loginPath} />
        <button type="submit" className={formStyles.submit} disabled={!session}>
          {t("forms:staff.signOut")}
        </button>
        <p className={formStyles.status} role="status">
          {status}
        </p>
      </form>
      {session && <PhotoReview language={language} csrfToken={session.csrfToken} onSignedOut={signedOut} />}
      {session && <Inbox language={language} csrfToken={session.csrfToken} onSignedOut={signedOut} />}
      {session && <SightingsImport csrfToken={session.csrfToken} onSignedOut={signedOut} />}
    </>
  );
}
