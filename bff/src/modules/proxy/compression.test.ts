import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedCopies } from './compression.js';

const json = (text: string) => Buffer.from(JSON.stringify({ items: Array(40).fill(text) }));

describe('compressed copies', () => {
  it('answers the same bytes with the copy it kept, which decodes to them', async () => {
    const copies = createCompressedCopies();
    const first = await copies.compress(json('Sample product'), 'br');
    // Another buffer with the same bytes, as the next answer from the ordering API would be.
    const again = await copies.compress(json('Sample product'), 'br');
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).equals(json('Sample product'))).toBe(true);
  });

  it('never answers bytes that differ, even by one, with another answer’s copy', async () => {
    const copies = createCompressedCopies();
    const first = await copies.compress(json('Sample product 1'), 'br');
    const other = await copies.compress(json('Sample product 2'), 'br');
    expect(other).not.toBe(first);
    expect(brotliDecompressSync(other).equals(json('Sample product 2'))).toBe(true);
  });

  it('keeps brotli and gzip copies apart', async () => {
    const copies = createCompressedCopies();
    const brotli = await copies.compress(json('Sample product'), 'br');
    const gzip = await copies.compress(json('Sample product'), 'gzip');
    expect(gzip).not.toBe(brotli);
    expect(gunzipSync(gzip).equals(json('Sample product'))).toBe(true);
    expect(await copies.compress(json('Sample product'), 'gzip')).toBe(gzip);
  });

  it('drops the least recently used copies past its size', async () => {
    // Random bytes do not compress: each copy is a little over 1,000 bytes, eight fit.
    const copies = createCompressedCopies(8_400);
    const answers = Array.from({ length: 9 }, () => randomBytes(1_000));
    const kept = [];
    for (const answer of answers.slice(0, 8)) kept.push(await copies.compress(answer, 'gzip'));
    // The first is used again, so the second is now the least recently used.
    expect(await copies.compress(answers[0]!, 'gzip')).toBe(kept[0]);
    await copies.compress(answers[8]!, 'gzip');
    expect(await copies.compress(answers[0]!, 'gzip')).toBe(kept[0]);
    expect(await copies.compress(answers[1]!, 'gzip')).not.toBe(kept[1]);
  });

  it('keeps no copy larger than an eighth of its size', async () => {
    const copies = createCompressedCopies(8_000);
    const answer = randomBytes(1_100);
    const first = await copies.compress(answer, 'gzip');
    expect(gunzipSync(first).equals(answer)).toBe(true);
    expect(await copies.compress(answer, 'gzip')).not.toBe(first);
  });
});
