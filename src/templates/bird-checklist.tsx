import React from "react";

/**
 * The bird checklist (eBird records): its page is made only when the build has imported records, and
 * no route names this template yet, so the build never compiles it. The page itself comes next.
 */
export default function BirdChecklist() {
  return <></>;
}
