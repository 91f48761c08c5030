#!/usr/bin/env node
// `pnpm stack --replicas 2`: the built ordering API and bff, each as several
// replicas on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL, default
// redis://127.0.0.1:6379), behind round-robin balancers on 127.0.0.1: people
// open PORT (3000, the bffs), the bffs call ORDERING_API_PORT (3001, the APIs).
// A replica that stops is started again. Ctrl-C stops everything gracefully.
//
//   DATABASE_URL=postgres://... pnpm stack --replicas 2
//
// Options: --replicas <n> (2), --seed (demo data on an empty database, SEED_PRODUCTS of them).
import { parseArgs } from 'node:util';
import { startStack } from './lib/stack.mjs';
import { buildStale, color, ensureInstalled, ensurePnpm, portIsFree, say } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '2' },
    seed: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`\n${color.red('✗')} ${message}`);
  process.exit(1);
}

const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) fail(`--replicas must be a whole number from 1 to 8, not ${values.replicas}.`);
if (!process.env.DATABASE_URL) fail('DATABASE_URL is not set: replicas share one PostgreSQL (PGlite serves one process only).');
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.ORDERING_API_PORT || 3001);
const firstReplicaPort = Number(process.env.STACK_REPLICA_PORT || 4101);
for (const [what, value] of [
  ['PORT', port],
  ['ORDERING_API_PORT', apiPort],
]) {
  if (!(await portIsFree(value))) fail(`port ${value} (${what}) is taken; stop what runs there or set ${what}.`);
}

try {
  await ensurePnpm();
  await ensureInstalled();
  if (!(await buildStale())) fail('the build failed; see above.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const paint = [color.magenta, color.cyan, color.yellow, color.green];
say(`starting ${replicas} ordering APIs and ${replicas} bffs on one PostgreSQL and one Redis…`);
let stack;
try {
  stack = await startStack({
    replicas,
    port,
    apiPort,
    firstReplicaPort,
    restartOnExit: true,
    env: {
      NODE_ENV: process.env.NODE_ENV || 'development',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      SEED_ON_FIRST_RUN: values.seed ? 'true' : (process.env.SEED_ON_FIRST_RUN ?? 'false'),
    },
    onLine: (name, line) => {
      const n = Number(name.split('-')[1] ?? 1);
      const tint = paint[(n - 1) % paint.length] ?? ((text) => text);
      process.stdout.write(`${tint(`[${name}]`)} ${line}\n`);
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const list = stack
  .processes()
  .map((p) => `  ${p.name.padEnd(6)} pid ${String(p.pid).padEnd(8)} http://127.0.0.1:${p.port}`)
  .join('\n');
console.log(
  [
    '',
    color.green(color.bold(`eorder is running with ${replicas} replicas of each server`)),
    '',
    `  Open       ${color.bold(`http://localhost:${port}/`)}   (round-robin over the bffs)`,
    `  API        ${stack.apiUrl}   (round-robin over the ordering APIs; what the bffs call)`,
    list,
    '',
    color.dim('Ctrl-C stops every replica gracefully.'),
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log(color.dim('stopping…'));
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
