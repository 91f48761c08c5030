// The fuzz run: at least 10,000 bad requests generated from the contract against the ordering API
// and the bff; prints the figures and the first problems, never fails (decision 113).
import { fuzzedCalls, sampleRequests } from '../support/contract-fuzz';
import { describeProblems, openSessions, runFuzz, snapshot, snapshotDiff, takeChanges, watchRows } from '../support/fuzz-runner';
import { startStack } from '../integration/stack';

type Out = { heading(title: string): void; table(rows: string[][]): void };

export interface FuzzFigures {
  seed: number;
  requests: number;
  answered: number;
  seconds: number;
  byStatus: Record<string, number>;
  fiveHundreds: number;
  leaks: number;
  refusedChangedRows: number;
  problems: string;
}

export async function fuzzSection(options: { requests: number; seed: number }, out: Out): Promise<FuzzFigures | undefined> {
  out.heading(`fuzz: ${options.requests} generated bad requests from the contract, directly and through the bff`);
  const stack = await startStack();
  try {
    const sessions = await openSessions(stack);
    await watchRows(stack.db);
    await takeChanges(stack.db);
    const perCall = Math.ceil(options.requests / fuzzedCalls().length);
    const requests = sampleRequests(options.seed, perCall);
    const before = await snapshot(stack.db);
    const startedAt = Date.now();
    const result = await runFuzz(stack, sessions, requests, { via: ['api', 'bff'], watchRows: true });
    const seconds = (Date.now() - startedAt) / 1000;
    const unexplained = snapshotDiff(before, await snapshot(stack.db)).filter(
      (table) => table !== 'fuzz_row_changes' && !result.changedByAccepted.has(table),
    );
    const count = (what: (problem: string) => boolean) => result.problems.filter((p) => what(p.problem)).length;
    const figures: FuzzFigures = {
      seed: options.seed,
      requests: requests.length,
      answered: result.calls,
      seconds,
      byStatus: Object.fromEntries([...result.byStatus].sort(([a], [b]) => a - b)),
      fiveHundreds: count((p) => p.startsWith('answered 5')),
      leaks: count((p) => !p.startsWith('answered') && !p.startsWith('refused')),
      refusedChangedRows: count((p) => p.startsWith('refused')) + unexplained.length,
      problems: describeProblems(result.problems, 20),
    };
    out.table([
      ['figure', 'value', 'budget'],
      ['generated requests (seed)', `${figures.requests} (${figures.seed})`, '>= 10,000'],
      ['answers (api + bff)', `${figures.answered} in ${seconds.toFixed(0)} s`, ''],
      ['answers by status', Object.entries(figures.byStatus).map(([s, n]) => `${s}: ${n}`).join(', '), ''],
      ['5xx answers', String(figures.fiveHundreds), '0'],
      ['stack traces or database text', String(figures.leaks), '0'],
      ['refused calls that changed rows', String(figures.refusedChangedRows), '0'],
    ]);
    if (figures.problems) console.log(figures.problems);
    return figures;
  } catch (error) {
    console.log(`  could not run the fuzz: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  } finally {
    await stack.close();
  }
}
