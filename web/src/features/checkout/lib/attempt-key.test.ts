import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt, fingerprintOf } from './attempt-key';

const body = { Items: [{ P_Code: 'P1', qty1: 2 }], PaymentMethod: 'COD', Mode: 'money' };

beforeEach(() => {
  sessionStorage.clear();
  endAttempt();
});

describe('the idempotency key of a checkout attempt', () => {
  it('is the same for the same order, whatever the order of its fields', () => {
    const first = attemptKey(body);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(attemptKey({ PaymentMethod: 'COD', Mode: 'money', Items: [{ qty1: 2, P_Code: 'P1' }] })).toBe(first);
  });

  it('survives a reload of the page (kept for the tab)', () => {
    const first = attemptKey(body);
    expect(JSON.parse(sessionStorage.getItem('eorder:checkout:attempt') ?? '{}')).toEqual({ key: first, fingerprint: fingerprintOf(body) });
  });

  it('changes when what is ordered changes, and after the order is placed', () => {
    const first = attemptKey(body);
    const changed = attemptKey({ ...body, PaymentMethod: 'CREDIT' });
    expect(changed).not.toBe(first);
    endAttempt();
    expect(attemptKey({ ...body, PaymentMethod: 'CREDIT' })).not.toBe(changed);
  });
});
