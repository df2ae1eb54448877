/**
 * How many request bodies of one kind may be read at once: in all, and from one client address. Per
 * process, on purpose: the pools protect what is the process's own (its memory, its sockets, the
 * temporary files it writes), so each process of several behind a balancer has its own, and N
 * processes may hold N times as many bodies and files. What outlives a request is limited in the
 * database instead, where every process counts it.
 */
export interface SlotLimits {
  /** What the bodies are, for the refusal's message. */
  kind: string;
  total: number;
  perAddress: number;
}

/**
 * Photo uploads, streamed to a temporary file of up to 10 MB each. 64 at once is many times the
 * uploads a lodge of a few dozen guests sees in an evening, and keeps the temporary files within
 * 640 MB of disk and the buffers in memory within a few MB. Four from one address: a family's
 * phones behind one router; more at one time is a script.
 */
export const UPLOAD_SLOTS: SlotLimits = { kind: "uploads", total: 64, perAddress: 4 };

/**
 * Every other body (forms, sign-in, staff actions, web-vitals reports): a few KB each, read into
 * memory, so 256 at once hold at most a few MB. A body that came whole with its headers (a report,
 * most forms) takes no slot at all; 32 still arriving from one address leave room for the lodge's
 * own Wi-Fi, where every guest shares one address, and stop one client from holding every slot with
 * bodies it never finishes.
 */
export const FORM_SLOTS: SlotLimits = { kind: "form bodies", total: 256, perAddress: 32 };

export type SlotVerdict = { ok: true; release: () => void } | { ok: false; status: 429 | 503; message: string };

export interface SlotPool {
  take(address: string): SlotVerdict;
  /** Bodies in reading now, for tests and figures. */
  inUse(): number;
}

export function slotPool(limits: SlotLimits): SlotPool {
  let running = 0;
  const byAddress = new Map<string, number>();
  return {
    take(address) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) {
        return { ok: false, status: 429, message: `too many ${limits.kind} from this address at once (${limits.perAddress}): try again shortly` };
      }
      if (running >= limits.total)
        return { ok: false, status: 503, message: `the server is reading as many ${limits.kind} as it takes at once: try again shortly` };
      running += 1;
      byAddress.set(address, mine + 1);
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          running -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    inUse: () => running,
  };
}
