import { useEffect } from "react";
import { consentStore } from "../lib/behaviours/consent";
import type { Language } from "../lib/i18n/languages";
import { TEASER_INTERVAL_MS, teaserLanguage } from "../lib/behaviours/tab-teaser";

/**
 * While the tab is hidden its title alternates every 5 s between two messages; on return
 * the page's own title comes back. The language follows the visitor's country (tab-teaser.ts).
 */
export function useTabTeaser(messages: Record<Language, readonly string[]>, lookupUrl: string): void {
  useEffect(() => {
    let timer: number | undefined;
    let original: string | null = null;
    let hiddenSince = 0;
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
      if (original !== null) document.title = original;
      original = null;
    };
    const onVisibility = async () => {
      if (document.visibilityState === "visible") {
        hiddenSince += 1; // any lookup still running belongs to a hidden spell that is over
        stop();
        return;
      }
      const spell = ++hiddenSince;
      const session = (() => {
        try {
          return window.sessionStorage;
        } catch {
          return null;
        }
      })();
      const language = await teaserLanguage({ consented: consentStore.get().choice === "accepted", lookupUrl, session });
      const lines = messages[language];
      if (spell !== hiddenSince || document.visibilityState !== "hidden" || lines.length === 0) return;
      original = document.title;
      let index = 0;
      document.title = lines[0] ?? original;
      timer = window.setInterval(() => {
        index = (index + 1) % lines.length;
        document.title = lines[index] ?? document.title;
      }, TEASER_INTERVAL_MS);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      stop();
    };
  }, [messages, lookupUrl]);
}
