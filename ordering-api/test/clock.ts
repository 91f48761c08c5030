// A clock tests can move, so tokens and codes expire without waiting.
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (at) => {
    now = at.getTime();
  };
  return clock;
}
