import { SenderQuota, senderOf } from "./sender-quota";

describe("senderOf", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:5:6::1", "2001:db8:5:6::/64"],
    ["2001:0DB8:0005:0006:ffff:1:2:3", "2001:db8:5:6::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, sender) => expect(senderOf(address)).toBe(sender));

  it("puts every address of one /64 together, and other networks apart", () => {
    expect(new Set(["2001:db8:5:6::1", "2001:db8:5:6:abcd::9", "2001:db8:5:6:1:2:3:4"].map(senderOf)).size).toBe(1);
    expect(senderOf("2001:db8:5:7::1")).not.toBe(senderOf("2001:db8:5:6::1"));
  });
});

describe("SenderQuota", () => {
  const rule = { limit: 3, windowMs: 1_000 };

  it("takes the limit per sender and window, then says when to come back", () => {
    const quota = new SenderQuota(rule);
    const verdicts = Array.from({ length: 4 }, () => quota.take("a", 0));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(quota.take("b", 10).allowed).toBe(true);
    expect(quota.take("a", 1_000).allowed).toBe(true);
  });

  it("keeps no more senders than its bound, forgetting ended windows first and then the oldest", () => {
    const quota = new SenderQuota(rule, 100);
    for (let index = 0; index < 1_000; index += 1) quota.take(`sender-${index}`, index);
    expect(quota.senders).toBeLessThanOrEqual(100);
    // The newest sender is still counted.
    for (let take = 0; take < 2; take += 1) quota.take("sender-999", 999);
    expect(quota.take("sender-999", 999).allowed).toBe(false);
  });
});
