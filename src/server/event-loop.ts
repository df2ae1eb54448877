/**
 * CPU-bound work on the server's one thread (an eBird import reading 50 MB) goes on in slices this long
 * at most, letting the event loop turn between them: a request needs several turns (its headers, the
 * file it reads, its answer), and waits about a slice for each, not for the whole import.
 */
export const WORK_SLICE_MS = 5;

/**
 * Resolves once the event loop has turned: pending I/O, timers and requests run first. Not a timer:
 * a thread that sleeps between slices waits, on a busy machine, for the system to run it again each
 * time, and the import took half as long again.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * For a long loop: call the returned function at each step and await what it returns when it returns
 * something (a promise only once `sliceMs` have passed since the last turn, so steps in between cost
 * no await).
 */
export function timeSlices(sliceMs = WORK_SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => void (since = performance.now()));
  };
}
