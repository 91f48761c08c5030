// Load at a rate, sent at that rate: requests arrive as independent users' do (a Poisson stream of
// the asked mean rate, seeded), each timed from when it was due, whatever the server's queue
// (decision 100). autocannon's `overallRate` is not that: each connection sends its share back to
// back at the top of every second, so 10 connections meet the server as 10 closed loops.
import { Pool } from 'undici';

export interface PacedRequest {
  method: 'GET' | 'POST';
  /** Path with its query, from the origin's root. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedFigures {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers a second, 2xx or not. */
  rate: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Bytes of body read per answer. */
  bytes: number;
}

export interface PacedOptions {
  origin: string;
  /** Mean requests a second. */
  rate: number;
  /** The length of the run; `amount` instead stops after that many requests. */
  seconds?: number;
  amount?: number;
  /** `poisson` (the default): exponential gaps of mean 1/rate; `even`: one every 1/rate s. */
  arrivals?: 'poisson' | 'even';
  seed?: number;
  /** Sockets the requests may use at once (a queue beyond them counts in the latency). */
  connections?: number;
  timeoutMs?: number;
  /** The i-th request. */
  next(index: number): PacedRequest;
}

/** mulberry32: a small seeded generator, so that two runs send the same stream. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** When each request is due, in ms from the start. */
export function arrivalTimes(
  options: Pick<PacedOptions, 'rate' | 'seconds' | 'amount' | 'arrivals' | 'seed'>,
): number[] {
  const gap = 1000 / options.rate;
  const random = seeded(options.seed ?? 1);
  const limitMs = options.amount === undefined ? (options.seconds ?? 10) * 1000 : Infinity;
  const limitCount = options.amount ?? Infinity;
  const times: number[] = [];
  let at = 0;
  while (times.length < limitCount) {
    at += options.arrivals === 'even' ? gap : -Math.log(1 - random()) * gap;
    if (at >= limitMs) break;
    times.push(at);
  }
  return times;
}

/** The value below which `percent` of the sorted values lie (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export async function pacedLoad(options: PacedOptions): Promise<PacedFigures> {
  const times = arrivalTimes(options);
  const pool = new Pool(options.origin, { connections: options.connections ?? 64, pipelining: 1 });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  const sent: Promise<void>[] = [];
  const send = async (index: number, due: number) => {
    const request = options.next(index);
    try {
      const answer = await pool.request({
        method: request.method,
        path: request.path,
        headers: request.headers ?? {},
        ...(request.body === undefined ? {} : { body: request.body }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      for await (const chunk of answer.body) bytes += (chunk as Buffer).length;
      if (answer.statusCode >= 200 && answer.statusCode < 300)
        latencies.push(performance.now() - due);
      else non2xx += 1;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code.includes('TIMEOUT')) timeouts += 1;
      else errors += 1;
    }
  };
  const start = performance.now();
  for (const [index, offset] of times.entries()) {
    const due = start + offset;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send(index, due));
  }
  await Promise.all(sent);
  const seconds = (performance.now() - start) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const total = latencies.length + non2xx;
  return {
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    rate: total / seconds,
    total,
    non2xx,
    errors,
    timeouts,
    bytes: total > 0 ? bytes / total : NaN,
  };
}

/** How a bench sends load at a rate: paced (the headline) or autocannon's per-second bursts. */
export type LoadKind = 'paced' | 'autocannon';

/** Words for a heading: how requests at a rate were sent (`rate` when there is one rate). */
export const loadWords = (kind: LoadKind, rate?: number): string => {
  const at = rate === undefined ? '' : ` at ${rate}/s`;
  return kind === 'paced'
    ? `arriving${at} as independent users' requests do (Poisson)`
    : `autocannon's per-second bursts (each connection sends its share${at} at the top of every second)`;
};
