/** @jest-environment node */
import type { IncomingMessage } from "node:http";
import { clientAddress } from "./request-checks";

const request = (forwarded: string | string[] | undefined, remoteAddress = "10.0.0.1") =>
  ({ headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("the visitor's address", () => {
  const trust = process.env["TRUST_PROXY"];
  afterEach(() => {
    if (trust === undefined) delete process.env["TRUST_PROXY"];
    else process.env["TRUST_PROXY"] = trust;
  });

  it("behind a trusted proxy, is the entry the proxy appended, never one the client wrote before it", () => {
    process.env["TRUST_PROXY"] = "true";
    expect(clientAddress(request("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request("1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request(["1.2.3.4, 5.6.7.8", "203.0.113.9"]))).toBe("203.0.113.9");
    expect(clientAddress(request(" , "))).toBe("10.0.0.1");
  });

  it("without a trusted proxy, is the connection's, whatever the headers say", () => {
    delete process.env["TRUST_PROXY"];
    expect(clientAddress(request("203.0.113.9"))).toBe("10.0.0.1");
  });
});
