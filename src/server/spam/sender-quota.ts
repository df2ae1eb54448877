import { isIPv4, isIPv6 } from "node:net";

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
 * Senders this process has been told are past their share, and until when: a cache of the database's
 * answer, never a count of its own (the share is counted in the database, so it holds across server
 * processes and restarts). It spares the database a flood from one sender once its share is taken:
 * every further report would otherwise update that sender's one row, one at a time, holding the
 * connections everyone else's reports need. Bounded: ended refusals are dropped, and past
 * `maxSenders` the oldest is, which at worst sends that sender's next report to the database again.
 */
export class RefusedSenders {
  // A Map keeps insertion order, and a refusal is inserted when it is learnt: the oldest come first.
  private readonly until = new Map<string, number>();

  constructor(private readonly maxSenders = 10_000) {}

  /** Seconds until the sender's share starts again, or null when the database must be asked. */
  retryAfterSeconds(sender: string, now = Date.now()): number | null {
    const end = this.until.get(sender);
    if (end === undefined) return null;
    if (end <= now) {
      this.until.delete(sender);
      return null;
    }
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  remember(sender: string, retryAfterSeconds: number, now = Date.now()): void {
    this.until.delete(sender);
    for (const [known, end] of this.until) {
      if (end > now && this.until.size < this.maxSenders) break;
      this.until.delete(known);
    }
    this.until.set(sender, now + retryAfterSeconds * 1000);
  }

  /** How many senders are remembered now (for tests of the bound). */
  get senders(): number {
    return this.until.size;
  }
}
