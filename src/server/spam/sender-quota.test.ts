import { RefusedSenders, senderOf } from "./sender-quota";

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

describe("RefusedSenders", () => {
  it("refuses a remembered sender until its share starts again, then asks again", () => {
    const refused = new RefusedSenders();
    expect(refused.retryAfterSeconds("a", 0)).toBeNull();
    refused.remember("a", 60, 0);
    expect(refused.retryAfterSeconds("a", 1_000)).toBe(59);
    expect(refused.retryAfterSeconds("b", 1_000)).toBeNull();
    expect(refused.retryAfterSeconds("a", 60_000)).toBeNull();
    expect(refused.senders).toBe(0);
  });

  it("keeps no more senders than its bound, forgetting ended refusals first and then the oldest", () => {
    const refused = new RefusedSenders(100);
    for (let index = 0; index < 1_000; index += 1) refused.remember(`sender-${index}`, 3_600, index);
    expect(refused.senders).toBeLessThanOrEqual(100);
    // The newest is still remembered.
    expect(refused.retryAfterSeconds("sender-999", 999)).not.toBeNull();
  });
});
