/**
 * A promise settled in a later task of the browser's event loop, so that what waits for it runs
 * after the browser has had a turn. (A timer not nested in other timers is not clamped to 4 ms.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
