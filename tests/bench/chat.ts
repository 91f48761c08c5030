// The chat budget: 500 event streams and 50 messages a second over 100 guest rooms on PostgreSQL;
// p99 delivery, and no message lost or delivered twice.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { CALL_PATHS, type ChatEvent } from '@eorder/shared';
import { startBenchApi } from './api';
import { findToken, percentile } from './search';

export interface ChatFigures {
  streams: number;
  rooms: number;
  sent: number;
  sendFailures: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** The send call's own answer time: what of the delivery time is storing, not fan-out. */
  answerP50: number;
  answerP99: number;
  lost: number;
  twice: number;
}

interface Printer {
  heading: (title: string) => void;
  table: (rows: string[][]) => void;
}

const ROOMS = 100;
const STREAMS_PER_ROOM = 5;
const MESSAGES_PER_SECOND = 50;
const BUDGET_P99_MS = 200;

const roomPath = (template: string, roomId: string) => template.replace(':roomId', encodeURIComponent(roomId));

interface Stream {
  roomId: string;
  /** Receipt times (ms) by message id, every receipt kept to see one twice. */
  received: Map<string, number[]>;
  close: () => void;
}

/** Opens an event stream and resolves once the server said it is ready. */
function openStream(apiUrl: string, token: string, roomId: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const received = new Map<string, number[]>();
    const request = http.get(
      `${apiUrl}${roomPath(CALL_PATHS.chatEvents, roomId)}`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (!ready && block.includes(': ready')) {
              ready = true;
              resolve({ roomId, received, close: () => request.destroy() });
            }
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as ChatEvent;
            const times = received.get(event.message.id) ?? [];
            times.push(at);
            received.set(event.message.id, times);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

async function json(url: string, init: RequestInit & { token?: string }): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

export async function chatSection(
  server: string | undefined,
  options: { logDir: string; seconds: number },
  { heading, table }: Printer,
): Promise<ChatFigures | undefined> {
  heading(
    `Chat on PostgreSQL: ${ROOMS * STREAMS_PER_ROOM} open event streams, ${MESSAGES_PER_SECOND} messages/s across ${ROOMS} rooms, one API, ${options.seconds} s`,
  );
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  const api = await startBenchApi({ server, label: 'chat', logDir: options.logDir, seedProducts: 20 });
  const streams: Stream[] = [];
  try {
    const { apiUrl } = api;
    const rooms: { roomId: string; token: string }[] = [];
    for (let k = 0; k < ROOMS; k += 1) {
      const token = findToken(await json(`${apiUrl}${CALL_PATHS.guestLogin}`, { method: 'GET' }));
      if (!token) throw new Error('a guest sign-in answered no token');
      const room = (await json(`${apiUrl}${CALL_PATHS.chatOpenRoom}`, { method: 'POST', token, body: '{}' })) as { roomID: string };
      rooms.push({ roomId: room.roomID, token });
    }
    for (const room of rooms) {
      for (let k = 0; k < STREAMS_PER_ROOM; k += 1) streams.push(await openStream(apiUrl, room.token, room.roomId));
    }

    // Open loop: a message every 20 ms whatever the answers, round the rooms.
    const sentAt = new Map<string, { at: number; roomId: string }>();
    let sendFailures = 0;
    const answers: number[] = [];
    const total = MESSAGES_PER_SECOND * options.seconds;
    const started = performance.now();
    const sends: Promise<void>[] = [];
    for (let k = 0; k < total; k += 1) {
      const due = started + (k * 1000) / MESSAGES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const room = rooms[k % ROOMS];
      if (!room) continue;
      const id = `bench-${randomUUID()}`;
      const at = performance.now();
      sentAt.set(id, { at, roomId: room.roomId });
      sends.push(
        json(`${apiUrl}${roomPath(CALL_PATHS.chatSend, room.roomId)}`, {
          method: 'POST',
          token: room.token,
          body: JSON.stringify({ id, message: `bench ${k}`, messageType: 'text' }),
        }).then(
          () => void answers.push(performance.now() - at),
          () => {
            sendFailures += 1;
            sentAt.delete(id);
          },
        ),
      );
    }
    const sendSeconds = (performance.now() - started) / 1000;
    await Promise.all(sends);
    // Late deliveries still count: wait until every stream has everything, or 5 s.
    const until = performance.now() + 5000;
    const expected = () =>
      streams.every((stream) => [...sentAt].every(([id, sent]) => sent.roomId !== stream.roomId || stream.received.has(id)));
    while (performance.now() < until && !expected()) await new Promise((resolve) => setTimeout(resolve, 100));

    const latencies: number[] = [];
    let lost = 0;
    let twice = 0;
    for (const stream of streams) {
      for (const [id, sent] of sentAt) {
        if (sent.roomId !== stream.roomId) continue;
        const times = stream.received.get(id);
        if (!times) {
          lost += 1;
          continue;
        }
        if (times.length > 1) twice += 1;
        latencies.push((times[0] ?? 0) - sent.at);
      }
    }
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const figures: ChatFigures = {
      streams: streams.length,
      rooms: ROOMS,
      sent: sentAt.size,
      sendFailures,
      perSecond: sentAt.size / sendSeconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      answerP50: percentile(answers, 50),
      answerP99: percentile(answers, 99),
      lost,
      twice,
    };
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const check = (good: boolean) => (good ? 'ok' : 'FAILED');
    table([
      ['figure', 'value', ''],
      ['open streams', String(figures.streams), ''],
      ['messages sent (failed)', `${figures.sent} (${figures.sendFailures})`, check(figures.sendFailures === 0)],
      ['messages/s', figures.perSecond.toFixed(1), ''],
      ['deliveries', String(latencies.length), ''],
      ['delivery p50', ms(figures.p50), ''],
      ['delivery p99', ms(figures.p99), check(figures.p99 < BUDGET_P99_MS)],
      ['delivery max', ms(figures.max), ''],
      ['send answered p50 / p99', `${ms(figures.answerP50)} / ${ms(figures.answerP99)}`, ''],
      ['lost (stream x message)', String(lost), check(lost === 0)],
      ['delivered twice', String(twice), check(twice === 0)],
    ]);
    console.log(`  budget: delivery p99 under ${BUDGET_P99_MS} ms from send to receipt, none lost, none twice`);
    return figures;
  } finally {
    for (const stream of streams) stream.close();
    await api.stop();
  }
}
