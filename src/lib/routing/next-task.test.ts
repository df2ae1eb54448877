import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("stays pending while the current task's microtasks run, and settles in a later task", async () => {
    let settled = false;
    void nextTask().then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(true);
  });
});
