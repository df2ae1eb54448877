import http from "node:http";

export interface LoadResult {
  /** Metric ids the server acknowledged with 204. */
  acknowledged: string[];
  /** Answers other than 204, by status (0: no answer, the connection failed). */
  refused: Record<number, number>;
  latenciesMs: number[];
  durationMs: number;
}

/**
 * The visitor a report comes from, as a proxy reports it (the server must trust X-Forwarded-For):
 * by default one of 200 addresses in turn, as many visitors as connections, each well inside its
 * share of the store.
 */
export const spreadSenders = (index: number) => `198.18.0.${index % 200}`;

/**
 * Posts `total` distinct vitals reports, `concurrency` at a time over keep-alive connections, and
 * records which ones the server acknowledged and how long each took. `onAcknowledged` hears the count
 * after each acknowledgement (the fault test kills the server once enough writes are done, however
 * slow the machine).
 */
export async function postReports(
  baseUrl: string,
  total: number,
  concurrency: number,
  runId: string,
  senderOf: (index: number) => string = spreadSenders,
  onAcknowledged: (count: number) => void = () => undefined,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(baseUrl);
  const acknowledged: string[] = [];
  const refused: Record<number, number> = {};
  const latenciesMs: number[] = [];
  let next = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const id = `v6-${runId}-${index}`;
      const body = JSON.stringify({
        name: "LCP",
        value: 800 + (index % 2000),
        rating: "good",
        delta: 1,
        id,
        navigationType: "navigate",
        page: `/pt/load-${index % 50}/`,
      });
      const started = performance.now();
      const request = http.request(
        {
          agent,
          hostname,
          port,
          path: "/api/vitals",
          method: "POST",
          headers: { "Content-Type": "text/plain", "Content-Length": Buffer.byteLength(body), "X-Forwarded-For": senderOf(index) },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latenciesMs.push(performance.now() - started);
            if (response.statusCode === 204) onAcknowledged(acknowledged.push(id));
            else refused[response.statusCode ?? 0] = (refused[response.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on("error", () => {
        refused[0] = (refused[0] ?? 0) + 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await one(next++);
    }),
  );
  agent.destroy();
  return { acknowledged, refused, latenciesMs, durationMs: performance.now() - started };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
