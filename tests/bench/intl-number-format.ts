// `pnpm --filter @eorder/tests exec tsx bench/intl-number-format.ts`: what the first
// Intl.NumberFormat of a page costs in Chromium, at 1x and 4x CPU (a LIFF phone), beside the
// Intl.PluralRules that i18next makes at start-up anyway. Figures for ADR 044, not a test.
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../support/chromium';

const RUNS = Number(process.env.RUNS ?? 9);

interface Sample {
  plural: number;
  money: number;
  again: number;
}

const MEASURE = `(() => {
  const time = (work) => { const start = performance.now(); work(); return performance.now() - start; };
  const money = () => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(1234.5);
  return { plural: time(() => new Intl.PluralRules('th').select(2)), money: time(money), again: time(money) };
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const rate of [1, 4]) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.setContent('<!doctype html><title>intl</title>');
      // A string, so that the bundler's helpers do not go into the page.
      samples.push(await page.evaluate<Sample>(MEASURE));
      await context.close();
    }
    const of = (key: keyof Sample) => median(samples.map((sample) => sample[key])).toFixed(1);
    console.log(
      `${rate}x CPU, median of ${RUNS} fresh pages: first Intl.PluralRules ${of('plural')} ms, ` +
        `then the first Intl.NumberFormat (THB) ${of('money')} ms, a second one ${of('again')} ms`,
    );
  }
} finally {
  await browser.close();
}
