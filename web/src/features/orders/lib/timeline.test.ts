import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline';

const event = (Status: string, At: string) => ({ Status, At, Remark: null, By: 'merchant' });

describe('timelineSteps', () => {
  it('marks the steps reached and the current one', () => {
    const steps = timelineSteps('APPROVED', [event('WAIT', '2025-01-01T01:00:00Z'), event('APPROVED', '2025-01-01T02:00:00Z')]);
    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ['WAIT', 'done', '2025-01-01T01:00:00Z'],
      ['APPROVED', 'current', '2025-01-01T02:00:00Z'],
      ['SHIPPING', 'pending', null],
      ['DELIVERED', 'pending', null],
    ]);
  });

  it('counts a delivered order as done to the end', () => {
    expect(timelineSteps('DELIVERED', []).map((step) => step.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('stops a cancelled order after the steps it reached', () => {
    const steps = timelineSteps('CANCELLED', [event('WAIT', '2025-01-01T01:00:00Z'), event('CANCELLED', '2025-01-01T03:00:00Z')]);
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['WAIT', 'done'],
      ['CANCELLED', 'current'],
    ]);
    expect(steps[1]?.at).toBe('2025-01-01T03:00:00Z');
  });
});
