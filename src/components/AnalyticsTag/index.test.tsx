import { act, render } from "@testing-library/react";
import React from "react";
import { consentStore } from "../../lib/behaviours/consent";
import { AnalyticsTag } from ".";

const flags = { enableBooking: true };
/** Lets the tag's dynamic import and its effect run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("AnalyticsTag", () => {
  beforeEach(() => {
    delete window.dataLayer;
    act(() => consentStore.choose("accepted"));
  });

  it("with no measurement ID in site.json: nothing is rendered or started, even after Accept", async () => {
    const { container } = render(<AnalyticsTag measurementId="" featureFlags={flags} />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector("script")).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it("with one, starts measuring after Accept", async () => {
    render(<AnalyticsTag measurementId="G-TEST1234" featureFlags={flags} />);
    await settle();
    expect(window.dataLayer?.length).toBeGreaterThan(0);
  });
});
