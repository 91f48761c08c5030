import { describe, expect, it } from 'vitest';
import { deviceFacts, speedOf } from './facts';

describe('the facts a helpdesk reads out', () => {
  it('says where the app runs, whether it is online and the screen size', () => {
    const facts = deviceFacts(true, { onLine: false, language: 'th-TH' }, { innerWidth: 390, innerHeight: 844 });
    expect(facts).toMatchObject({ where: 'line', online: false, screen: '390 x 844', language: 'th-TH' });
    expect(deviceFacts(false, { onLine: true, language: 'en' }, { innerWidth: 1, innerHeight: 1 }).where).toBe('browser');
  });

  it('calls a round trip fast, slow or very slow', () => {
    expect(speedOf(120)).toBe('fast');
    expect(speedOf(500)).toBe('slow');
    expect(speedOf(1_999)).toBe('slow');
    expect(speedOf(2_000)).toBe('verySlow');
  });
});
