import { act, render } from "@testing-library/react";
import React, { useRef } from "react";
import { useNear } from "./useNear";

type Callback = (entries: Array<Pick<IntersectionObserverEntry, "isIntersecting">>) => void;

/** IntersectionObserver as the browser drives it: the test says what the element's position is. */
let report: Callback = () => undefined;
const areas: string[] = [];
beforeEach(() => {
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    value: class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        report = callback;
        areas.push(options.rootMargin ?? "");
      }
      observe() {}
      disconnect() {}
    },
  });
});

function Probe() {
  const place = useRef<HTMLDivElement>(null);
  return <div ref={place}>{useNear(place) ? "near" : "far"}</div>;
}

const at = (isIntersecting: boolean) => [{ isIntersecting }];

describe("useNear", () => {
  it("stays false while the element is below the screen, and turns true as it comes near", () => {
    const { container } = render(<Probe />);
    act(() => report(at(false)));
    expect(container.textContent).toBe("far");
    act(() => report(at(true)));
    expect(container.textContent).toBe("near");
  });

  it("watches an area 400 px below the screen and without end above it, so a jump past the element counts", () => {
    render(<Probe />);
    expect(areas[areas.length - 1]).toBe("1000000px 0px 400px 0px");
  });
});
