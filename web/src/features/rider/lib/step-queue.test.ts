import { describe, expect, it } from 'vitest';
import { createStepQueue, memoryStore, type QueuedStep, type SendOutcome } from './step-queue';

const step = (key: string, queuedAt: number): QueuedStep => ({
  key,
  orderId: 'DC0126000001',
  saleUnit: 'DC01',
  fields: { Step: 'DELIVER' },
  files: {},
  queuedAt,
});

/** A server that applies each key once, behind a network that can be cut. */
function fakeServer() {
  const applied: string[] = [];
  const seen = new Set<string>();
  let online = true;
  return {
    applied,
    setOnline: (value: boolean) => {
      online = value;
    },
    send: (sent: QueuedStep): Promise<SendOutcome> => {
      if (!online) return Promise.resolve({ kind: 'later' });
      if (!seen.has(sent.key)) {
        seen.add(sent.key);
        applied.push(sent.key);
      }
      return Promise.resolve({ kind: 'sent', answer: sent.key });
    },
  };
}

describe('the step queue', () => {
  it('sends a step at once when online and keeps nothing', async () => {
    const server = fakeServer();
    const queue = createStepQueue({ store: memoryStore(), send: server.send });
    expect(await queue.submit(step('a', 1))).toEqual({ kind: 'sent', answer: 'a' });
    expect(await queue.pending()).toEqual([]);
  });

  it('keeps a step made offline and sends it once, in order, when the network returns', async () => {
    const server = fakeServer();
    const settled: string[] = [];
    const queue = createStepQueue({
      store: memoryStore(),
      send: server.send,
      onSettled: (s) => settled.push(s.key),
    });
    server.setOnline(false);
    expect((await queue.submit(step('start', 1))).kind).toBe('later');
    expect((await queue.submit(step('deliver', 2))).kind).toBe('later');
    expect((await queue.pending()).map((s) => s.key).sort()).toEqual(['deliver', 'start']);
    server.setOnline(true);
    await Promise.all([queue.flush(), queue.flush()]);
    await queue.flush();
    expect(server.applied).toEqual(['start', 'deliver']);
    expect(settled).toEqual(['start', 'deliver']);
    expect(await queue.pending()).toEqual([]);
  });

  it('drops a step the server refuses and tells who listens', async () => {
    let changes = 0;
    const queue = createStepQueue({
      store: memoryStore(),
      send: () => Promise.resolve({ kind: 'refused', message: 'Not found' }),
    });
    queue.subscribe(() => (changes += 1));
    expect(await queue.submit(step('x', 1))).toEqual({ kind: 'refused', message: 'Not found' });
    expect(await queue.pending()).toEqual([]);
    expect(changes).toBe(2);
  });
});
