import { describe, expect, it } from 'vitest';
import { clockSkew, remaining } from './countdown';

describe('the QR countdown', () => {
  it('counts from the server clock', () => {
    const skew = clockSkew('2026-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:30.000Z'));
    expect(skew).toBe(30_000);
    expect(remaining('2026-01-01T00:15:00.000Z', skew, Date.parse('2026-01-01T00:00:30.000Z')).text).toBe('15:00');
  });
  it('stops at 0:00', () => {
    expect(remaining('2026-01-01T00:00:00.000Z', 0, Date.parse('2026-01-01T01:00:00.000Z'))).toEqual({ ms: 0, text: '0:00' });
  });
});
