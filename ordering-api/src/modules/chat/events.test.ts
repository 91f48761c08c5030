// The live event stream of a room over a real connection: a message sent by
// one member reaches the other's open stream. With DATABASE_URL set (PostgreSQL)
// the sender and the reader use two apps, as two replicas would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent, ChatRoom } from '@eorder/shared';
import type { DatabaseHandle } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/app';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { bearer, customerToken, staffToken } from '../orders/test-kit';

let db: DatabaseHandle;
let reader: TestApp;
let writer: TestApp;
let base: string;

beforeAll(async () => {
  db = await openTestDatabase();
  reader = await buildTestApp(db);
  // On PostgreSQL a second app is a second replica: only NOTIFY carries the message across.
  writer = db.kind === 'postgres' ? await buildTestApp(db) : reader;
  base = await reader.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  if (writer !== reader) await writer.app.close();
  await reader.app.close();
  await db.close();
});

/** Reads server-sent events from a stream until `count` messages came or the time is up. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number, timeoutMs: number): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  const decoder = new TextDecoder();
  const stream = body.getReader();
  let buffered = '';
  const deadline = setTimeout(() => void stream.cancel(), timeoutMs);
  try {
    while (events.length < count) {
      const { value, done } = await stream.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as ChatEvent);
      }
    }
  } finally {
    clearTimeout(deadline);
    await stream.cancel().catch(() => undefined);
  }
  return events;
}

describe('chat events', () => {
  it("delivers a message to the other member's open stream, once", async () => {
    const customer = await customerToken(reader.app, FIXTURE.customer, 'DC01');
    const merchant = await staffToken(writer.app, FIXTURE.merchant.staffUserId, '1');
    const room = (
      await reader.app.inject({ method: 'POST', url: '/api/chat/rooms/open', headers: bearer(customer), payload: {} })
    ).json<ChatRoom>();

    const res = await fetch(`${base}/api/chat/rooms/${room.roomID}/events`, {
      headers: { ...bearer(customer), accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    if (!res.body) throw new Error('no body');
    const received = readEvents(res.body, 2, 3000);

    const id = `m${randomUUID().replaceAll('-', '')}`;
    for (let k = 0; k < 2; k += 1) {
      const sent = await writer.app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${room.roomID}/messages`,
        headers: bearer(merchant),
        payload: { id, message: 'ready to ship', messageType: 'text' },
      });
      expect(sent.statusCode).toBe(200);
    }
    const events = await received;
    // The retry stored nothing new, so the stream got one event.
    expect(events).toHaveLength(1);
    expect(events[0]?.message).toMatchObject({ id, message: 'ready to ship', ownerID: `staff:${FIXTURE.merchant.staffUserId}` });
  });
});
