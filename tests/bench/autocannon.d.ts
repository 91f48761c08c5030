// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  /** What `setupRequest` may change before a request goes out. */
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestParams {
    /** Called before each request with the connection's own context; answers the request to send. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    /** Called with each answer, the body read, the same context and the answer's headers. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests a second over all connections (each connection gets its share of the second). */
    overallRate?: number;
    /** Record latencies as measured, without the correction for a rate-limited sender. */
    ignoreCoordinatedOmission?: boolean;
    /** Requests sent in turn on every connection. */
    requests?: Request[];
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds the run lasted. */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
