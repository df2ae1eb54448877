import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * What a staff list loads from the server (the photo queue, the inbox), loaded at once and again on
 * `load()`: a lapsed session hands over to `onSignedOut`; a server out of reach says so in `status`,
 * which the list also uses for the outcome of what staff do.
 */
export function useStaffList<Found>(fetchList: () => Promise<Found | null>, onSignedOut: () => void) {
  const { t } = useTranslation(["forms"]);
  const [list, setList] = useState<Found | null>(null);
  const [status, setStatus] = useState("");

  const load = useCallback(async () => {
    try {
      const found = await fetchList();
      if (!found) return onSignedOut();
      setList(found);
    } catch {
      setStatus(t("forms:review.outcome.failed"));
    }
  }, [fetchList, onSignedOut, t]);

  useEffect(() => {
    void load();
  }, [load]);

  return { list, status, setStatus, load };
}
