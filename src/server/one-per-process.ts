/**
 * One database or file store per process: the server opens it at start, before the port opens; a
 * handler run elsewhere (a Gatsby function) opens it on its first call. A failed open is retried by the
 * next caller rather than remembered forever.
 */
export function onePerProcess<Target, Resource extends { close(): Promise<void> }>(
  open: (target: Target) => Promise<Resource>,
  targetFromEnvironment: () => Target,
) {
  let shared: Promise<Resource> | undefined;

  /** Opens the resource for a target already read, or returns the open one. */
  const openShared = (target: Target): Promise<Resource> => {
    shared ??= open(target).catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  };

  return {
    openShared,
    /** The open resource, or the one the environment names, opened now. */
    current: (): Promise<Resource> => shared ?? openShared(targetFromEnvironment()),
    /** Closes it, for a clean shutdown. */
    async close(): Promise<void> {
      const open = shared;
      shared = undefined;
      if (open) await (await open).close();
    },
  };
}
