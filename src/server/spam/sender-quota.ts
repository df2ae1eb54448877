import { isIPv4, isIPv6 } from "node:net";
import type { RateLimit, RateVerdict } from "./rate-limit";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** An IPv6 address as its eight groups (an IPv4 tail counts as the two it stands for). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])));
  const before = groupsOf(head);
  if (tail === undefined) return before;
  const after = groupsOf(tail);
  return [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill("0"), ...after];
}

/**
 * Who sent a request, as far as a limit can tell: an IPv4 address, or the /64 network of an IPv6
 * address. A /64 is what one household or one server is given, and its owner may use any of its
 * 2^64 addresses, so counting whole IPv6 addresses would give one sender endless fresh counts.
 */
export function senderOf(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = IPV4_MAPPED.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const network = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/**
 * Counts requests per sender in fixed windows, in this process's memory: for an endpoint called so
 * often (a report per metric of every page view) that a database write per count would halve what it
 * can take. With several server processes each counts its own senders, so a sender gets at most the
 * limit once per process. The senders kept are bounded: ended windows are dropped, and past
 * `maxSenders` the oldest window is, so a flood from many addresses cannot take the memory.
 */
export class SenderQuota {
  // A Map keeps insertion order, and a window is inserted when it starts: the oldest come first.
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly rule: RateLimit,
    private readonly maxSenders = 50_000,
  ) {}

  take(sender: string, now = Date.now()): RateVerdict {
    let window = this.windows.get(sender);
    if (!window || now - window.start >= this.rule.windowMs) {
      this.windows.delete(sender);
      this.forgetEnded(now);
      window = { start: now, count: 0 };
      this.windows.set(sender, window);
    }
    if (window.count >= this.rule.limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.rule.windowMs - now) / 1000)) };
    window.count += 1;
    return { allowed: true };
  }

  /** How many senders are counted now (for tests of the bound). */
  get senders(): number {
    return this.windows.size;
  }

  private forgetEnded(now: number): void {
    for (const [sender, window] of this.windows) {
      if (now - window.start < this.rule.windowMs && this.windows.size < this.maxSenders) break;
      this.windows.delete(sender);
    }
  }
}
