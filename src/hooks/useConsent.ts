import { useSyncExternalStore } from "react";
import { consentStore, type ConsentState } from "../lib/behaviours/consent";

/** The visitor's consent choice, shared by the banner, the analytics tag, the popup and the tab teaser. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.getServer);
}
