// Small helpers every fake shares: JSON in and out, and listening on a free
// port of 127.0.0.1. Fakes use node:http only, so they start in milliseconds.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** Reads the whole body as JSON; an empty body reads as undefined. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestError('body too large', 413);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('body is not valid JSON');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export interface Listening {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts a server on host:port (port 0 picks a free one) and answers 500 for anything a handler throws. */
export async function listen(handler: Handler, options: { port?: number; host?: string } = {}): Promise<Listening> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    Promise.resolve(handler(req, res, url)).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BadRequestError) {
        sendJson(res, error.status, { error: 'invalid_request', message: error.message });
        return;
      }
      sendJson(res, 500, { error: 'fake_failure', message: error instanceof Error ? error.message : String(error) });
    });
  });
  // Keep-alive sockets from clients would hold close() open; fakes are short-lived.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
