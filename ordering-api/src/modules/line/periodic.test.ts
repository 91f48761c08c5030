import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createPeriodicJob } from './periodic';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job whose runs are counted and each take `runMs`. */
function countedJob(runMs = 0) {
  let runs = 0;
  const job = createPeriodicJob(
    async () => {
      runs += 1;
      if (runMs > 0) await sleep(runMs);
    },
    log,
    'the test job',
  );
  return { job, runs: () => runs };
}

describe('a periodic job nudged', () => {
  it('runs once for the nudges of one window, after the delay', async () => {
    const { job, runs } = countedJob();
    job.start(3_600_000);
    try {
      job.nudge(30);
      job.nudge(30);
      job.nudge(30);
      expect(runs()).toBe(0);
      await sleep(80);
      expect(runs()).toBe(1);
    } finally {
      await job.stop();
    }
  });

  it('runs once more after a run it was nudged during, not once per nudge', async () => {
    const { job, runs } = countedJob(60);
    job.start(3_600_000);
    try {
      job.nudge(0);
      await sleep(20);
      expect(runs()).toBe(1);
      job.nudge(0);
      await sleep(10);
      job.nudge(0);
      await sleep(150);
      expect(runs()).toBe(2);
    } finally {
      await job.stop();
    }
  });

  it('does nothing before it is started, and nothing nudged before it was stopped', async () => {
    const { job, runs } = countedJob();
    job.nudge(0);
    await sleep(20);
    expect(runs()).toBe(0);
    job.start(3_600_000);
    job.nudge(30);
    await job.stop();
    await sleep(60);
    expect(runs()).toBe(0);
  });
});
