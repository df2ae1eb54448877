/**
 * At most `slots` jobs at once; the others wait in order. For CPU-heavy work (the server's photo
 * decoding, the build's brotli copies), where running more at once than there are cores only makes
 * each job slower. Per process, like the cores it shares out.
 */
export function limitConcurrency(slots: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
