import { vibrateOnTouch } from "./vibration";

const press = (target: Element, pointerType: string, type = "pointerup") => {
  const event = new Event(type, { bubbles: true }) as PointerEvent;
  Object.defineProperty(event, "pointerType", { value: pointerType });
  target.dispatchEvent(event);
};

describe("touch feedback", () => {
  it("vibrates 10 ms when a finger lifts from a button, not on mouse or on other elements", () => {
    document.body.innerHTML =
      '<button id="b"><span id="inner">Ok</span></button><button id="off" disabled>No</button><p id="p">text</p><div role="tab" id="t">Tab</div>';
    const vibrate = jest.fn(() => true);
    vibrateOnTouch(document, { vibrate } as unknown as Navigator);
    press(document.getElementById("inner")!, "touch");
    press(document.getElementById("t")!, "touch");
    press(document.getElementById("b")!, "mouse");
    press(document.getElementById("p")!, "touch");
    press(document.getElementById("off")!, "touch");
    // A finger landing (not yet a user activation) or a touch turned into a scroll does not vibrate.
    press(document.getElementById("b")!, "touch", "pointerdown");
    press(document.getElementById("b")!, "touch", "pointercancel");
    expect(vibrate.mock.calls).toEqual([[10], [10]]);
  });

  it("does nothing where the device cannot vibrate", () => {
    expect(() => vibrateOnTouch(document, {} as Navigator)).not.toThrow();
  });
});
