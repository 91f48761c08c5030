// eorder and Vendure side by side on the same 50,000 products and PostgreSQL server: product search
// and orders of 5 lines, each target taking its turn ROUNDS times (decision 122).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { freePort, REPO_ROOT, startStack, type Stack } from '../support/stack';
import { orderableProducts, signInCustomers } from './api';
import {
  catalogueSearchTexts,
  databaseUrl,
  percentile,
  psql,
  runPlan,
  type LoadFigures,
} from './search';

/** Where the peer lives, with its own package.json and package-lock.json. */
export const PEER_DIR = path.join(REPO_ROOT, 'tests', 'peer', 'vendure');
const PRODUCTS = 50_000;
const CENTER = 'DC01';
const TAKE = 12;
const ORDER_LINES = 5;
const ROUNDS = 3;
/** The budget: eorder at least this many times the peer's throughput, at equal or lower p99. */
const BUDGET_RATIO = 2;
/** Texts sent once to each stack before the runs, to count those that find nothing. */
const CHECKED_TEXTS = 50;
/** Seconds before a request counts as timed out: the peer's search takes seconds under load. */
const TIMEOUT_SECONDS = 60;

export interface PeerOptions {
  logDir: string;
  seconds: number;
  connections: number;
  orderConnections: number;
}

interface Figures {
  /** Searches or orders a second. */
  rate: number;
  p50: number;
  p99: number;
  /** Searches or orders done, and those that failed. */
  total: number;
  failed: number;
}

export interface PeerFigures {
  products: number;
  vendure: string;
  seconds: number;
  connections: number;
  orderConnections: number;
  rounds: number;
  texts: number;
  textsWithoutResults: { eorder: number; vendure: number };
  search: { eorder: Figures; vendure: Figures };
  orders: { eorder: Figures; vendure: Figures };
  loadAverage: { before: number[]; after: number[] };
  setupSeconds: { eorderSeed: number; vendureSchema: number };
}

type Print = { heading: (title: string) => void; table: (rows: string[][]) => void };

/** Installs the peer's packages from its lockfile when they are not there; an error says why not. */
function installPeer(log: (line: string) => void): void {
  if (existsSync(path.join(PEER_DIR, 'node_modules', '@vendure', 'core', 'package.json'))) return;
  log('  installing the peer (npm ci in tests/peer/vendure) ...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: PEER_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 15 * 60_000,
  });
}

/** Every product of eorder's catalogue as setup.js reads it: code, names, barcode, price in satang. */
function exportProducts(url: string, file: string): number {
  const rows = psql(
    url,
    `select p.p_code, p.product_name_th, coalesce(p.product_name_en, ''), coalesce(p.barcode1, ''),
            coalesce(round(cp.price1 * 100)::int, 100)
     from products p left join center_products cp on cp.p_code = p.p_code and cp.sale_unit = '${CENTER}'
     order by p.p_code`,
  );
  writeFileSync(file, rows.map((row) => row.join('\t')).join('\n') + '\n');
  return rows.length;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the peer exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the peer was not healthy at ${url} within ${timeoutMs / 1000} s`);
}

/** Vendure's server on the prepared database; `stop` ends it. */
async function startPeer(
  url: string,
  logDir: string,
): Promise<{ shopApi: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const log = createWriteStream(path.join(logDir, 'vendure.log'));
  const child = spawn(process.execPath, [path.join(PEER_DIR, 'server.js')], {
    cwd: PEER_DIR,
    env: { ...process.env, PEER_DATABASE_URL: url, PEER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { shopApi: `http://127.0.0.1:${port}/shop-api`, stop };
}

const SEARCH_QUERY = `query Search($term: String!, $take: Int!) {
  search(input: { term: $term, take: $take, groupByProduct: false }) {
    totalItems
    items { productId productVariantId productName productVariantName sku slug
      priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } }
  }
}`;

const searchBody = (text: string) =>
  JSON.stringify({ query: SEARCH_QUERY, variables: { term: text, take: TAKE } });

/** A guest's checkout, step by step: the GraphQL of each request, given the order's number. */
function checkoutSteps(variantIds: readonly string[]): ((n: number, turn: number) => string)[] {
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    JSON.stringify({ query, variables });
  const result = '... on Order { id code state } ... on ErrorResult { errorCode message }';
  return [
    (_n, turn) =>
      gql(
        `mutation Add($inputs: [AddItemInput!]!) { addItemsToOrder(inputs: $inputs) {
           order { id code totalWithTax } errorResults { ... on ErrorResult { errorCode message } } } }`,
        {
          inputs: Array.from({ length: ORDER_LINES }, (_, i) => ({
            productVariantId:
              variantIds[(((turn * 7) % variantIds.length) + i * 11) % variantIds.length],
            quantity: 1,
          })),
        },
      ),
    (n) =>
      gql(
        `mutation C($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${result} } }`,
        {
          input: {
            emailAddress: `shop-${process.pid}-${n}@example.com`,
            firstName: 'Shop',
            lastName: String(n),
          },
        },
      ),
    () =>
      gql(
        `mutation A($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${result} } }`,
        {
          input: {
            fullName: 'Shop',
            streetLine1: '1 Road',
            city: 'Bangkok',
            postalCode: '10110',
            countryCode: 'TH',
          },
        },
      ),
    () => gql(`mutation { setOrderShippingMethod(shippingMethodId: ["1"]) { ${result} } }`),
    () => gql(`mutation { transitionOrderToState(state: "ArrangingPayment") { ${result} } }`),
    () =>
      gql(
        `mutation { addPaymentToOrder(input: { method: "dummy", metadata: {} }) { ... on Order { id code state totalWithTax } ... on ErrorResult { errorCode message } } }`,
      ),
  ];
}

/** Requests that make up one order, and whether an answer means the step failed. */
interface OrderFlow {
  url: string;
  steps: {
    path: string;
    body: (n: number, turn: number) => string;
    headers: (context: Record<string, unknown>) => Record<string, string>;
  }[];
  failed: (status: number, body: string) => boolean;
  /** Reads what a step's answer hands to the next (the peer's session token). */
  keep?: (headers: Record<string, string>, context: Record<string, unknown>) => void;
}

/** Places `orders` orders as fast as answered on `connections` connections. */
async function placeOrders(
  flow: OrderFlow,
  connections: number,
  orders: number,
  counter: { n: number },
): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  const last = flow.steps.length - 1;
  const result = await autocannon({
    url: flow.url,
    connections,
    amount: orders * flow.steps.length,
    timeout: TIMEOUT_SECONDS,
    requests: flow.steps.map((step, index) => ({
      method: 'POST',
      path: step.path,
      setupRequest: (request, context) => {
        if (index === 0) {
          counter.n += 1;
          context.n = counter.n;
          context.started = performance.now();
        }
        const n = Number(context.n);
        return {
          ...request,
          headers: { 'content-type': 'application/json', ...step.headers(context) },
          body: step.body(n, n),
        };
      },
      onResponse: (status, body, context, headers) => {
        if (flow.failed(status, body)) context.failed = true;
        flow.keep?.(headers, context);
        if (index !== last) return;
        if (context.failed) failed += 1;
        else times.push(performance.now() - Number(context.started));
      },
    })),
  });
  times.sort((a, b) => a - b);
  return {
    rate: times.length / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    total: times.length,
    failed: failed + result.errors + result.timeouts,
  };
}

const fromLoad = (load: LoadFigures): Figures => ({
  rate: load.rate,
  p50: load.p50,
  p99: load.p99,
  total: load.total,
  failed: load.non2xx + load.errors + load.timeouts,
});

function medianFigures(rounds: readonly Figures[]): Figures {
  const middle = (key: keyof Figures) => {
    const sorted = rounds
      .map((round) => round[key])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const half = sorted.length >> 1;
    if (sorted.length === 0) return NaN;
    return sorted.length % 2 === 1
      ? (sorted[half] ?? NaN)
      : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
  };
  return {
    rate: middle('rate'),
    p50: middle('p50'),
    p99: middle('p99'),
    total: middle('total'),
    failed: middle('failed'),
  };
}

/** How many of `bodies` find nothing at `url` (a few at a time). */
async function withoutResults(
  bodies: readonly string[],
  url: string,
  headers: Record<string, string>,
  empty: (answer: unknown) => boolean,
): Promise<number> {
  let none = 0;
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      const answer = (await response.json().catch(() => null)) as unknown;
      if (!response.ok || empty(answer)) none += 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return none;
}

/** Both stacks up on their databases: the rounds. */
async function measure(
  eorderUrl: string,
  vendureUrl: string,
  filesDir: string,
  options: PeerOptions,
): Promise<Pick<PeerFigures, 'texts' | 'textsWithoutResults' | 'search' | 'orders'>> {
  let stack: Stack | undefined;
  let peer: { shopApi: string; stop: () => Promise<void> } | undefined;
  try {
    stack = await startStack({
      logDir: options.logDir,
      env: {
        DATABASE_URL: eorderUrl,
        FILES_DIR: filesDir,
        SEED_ON_FIRST_RUN: 'false',
        CATALOGUE_CACHE_SECONDS: '0',
      },
    });
    peer = await startPeer(vendureUrl, options.logDir);
    const { apiUrl } = stack;
    const { shopApi } = peer;

    psql(eorderUrl, `update stock set available = 10000000 where sale_unit = '${CENTER}'`);
    const codes = orderableProducts(eorderUrl, CENTER);
    const variantIds = psql(
      vendureUrl,
      `select id from product_variant where sku in (${codes.map((code) => `'${code.replace(/'/g, "''")}'`).join(', ')}) order by sku`,
    ).map((row) => row[0] ?? '');
    const { tokens } = await signInCustomers(eorderUrl, apiUrl, CENTER);
    if (tokens.length === 0 || codes.length < ORDER_LINES || variantIds.length < ORDER_LINES)
      throw new Error(
        `${tokens.length} customers signed in, ${codes.length} products with stock, ${variantIds.length} in the peer`,
      );

    const texts = catalogueSearchTexts(eorderUrl).map((text) => text.text);
    const eorderBodies = texts.map((text) =>
      JSON.stringify({ SearchText: text, Skip: 0, Take: TAKE }),
    );
    const vendureBodies = texts.map(searchBody);
    const eorderNone = await withoutResults(
      eorderBodies.slice(0, CHECKED_TEXTS),
      `${apiUrl}/api/products/items`,
      { authorization: `Bearer ${tokens[0] ?? ''}` },
      (answer) => !Array.isArray(answer) || answer.length === 0,
    );
    const vendureNone = await withoutResults(
      vendureBodies.slice(0, CHECKED_TEXTS),
      shopApi,
      {},
      (answer) => {
        const search = (answer as { data?: { search?: { items?: unknown[] } } } | null)?.data
          ?.search;
        return !search?.items?.length;
      },
    );

    const searchPlans = {
      eorder: {
        url: `${apiUrl}/api/products/items`,
        method: 'POST' as const,
        rate: 0,
        seconds: options.seconds,
        connections: options.connections,
        timeout: TIMEOUT_SECONDS,
        requests: eorderBodies.map((body, index) => ({
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[index % tokens.length] ?? ''}`,
          },
          body,
        })),
      },
      vendure: {
        url: shopApi,
        method: 'POST' as const,
        rate: 0,
        seconds: options.seconds,
        connections: options.connections,
        timeout: TIMEOUT_SECONDS,
        requests: vendureBodies.map((body) => ({
          headers: { 'content-type': 'application/json' },
          body,
        })),
      },
    };
    const eorderOrder: OrderFlow = {
      url: apiUrl,
      steps: [
        {
          path: '/api/orders/place',
          headers: (context) => ({
            authorization: `Bearer ${tokens[Number(context.n) % tokens.length] ?? ''}`,
            'idempotency-key': randomUUID(),
          }),
          body: (_n, turn) => {
            const start = (turn * 7) % codes.length;
            const items = Array.from({ length: ORDER_LINES }, (_, i) => ({
              P_Code: codes[(start + i * 11) % codes.length] ?? '',
              qty1: 1,
              qty2: 0,
              qty3: 0,
            }));
            return JSON.stringify({ SaleUnit: CENTER, PaymentMethod: 'COD', Items: items });
          },
        },
      ],
      failed: (status) => status < 200 || status >= 300,
    };
    const vendureOrder: OrderFlow = {
      url: shopApi,
      steps: checkoutSteps(variantIds).map((body) => ({
        path: new URL(shopApi).pathname,
        headers: (context): Record<string, string> =>
          typeof context.token === 'string' ? { authorization: `Bearer ${context.token}` } : {},
        body,
      })),
      failed: (status, body) =>
        status < 200 || status >= 300 || body.includes('"errors"') || body.includes('"errorCode"'),
      keep: (headers, context) => {
        const token = Object.entries(headers).find(
          ([key]) => key.toLowerCase() === 'vendure-auth-token',
        )?.[1];
        if (token) context.token = token;
      },
    };
    // Each run sends a number of requests rather than lasting a time: a request still in flight when
    // a timed run stops would go on loading the server in the next target's run, and the peer's
    // answers take seconds here. The warm-up (one search or order a connection) gives each target's
    // pace, and its runs then send what it answers in about `seconds` (at least two a connection).
    const counter = { n: 0 };
    // One order on each first: a refused step would make the runs measure refusals.
    for (const [name, flow] of [
      ['eorder', eorderOrder],
      ['Vendure', vendureOrder],
    ] as const)
      if ((await placeOrders(flow, 1, 1, counter)).failed > 0)
        throw new Error(`the first order in ${name} failed (see bench-results/logs/peer)`);
    const amount = (figures: Figures, connections: number) =>
      Math.max(2 * connections, Math.round(figures.rate * options.seconds));
    const searchAmount = {
      eorder: amount(
        fromLoad(await runPlan({ ...searchPlans.eorder, amount: options.connections })),
        options.connections,
      ),
      vendure: amount(
        fromLoad(await runPlan({ ...searchPlans.vendure, amount: options.connections })),
        options.connections,
      ),
    };
    const orderAmount = {
      eorder: amount(
        await placeOrders(eorderOrder, options.orderConnections, options.orderConnections, counter),
        options.orderConnections,
      ),
      vendure: amount(
        await placeOrders(
          vendureOrder,
          options.orderConnections,
          options.orderConnections,
          counter,
        ),
        options.orderConnections,
      ),
    };

    const rounds = {
      searchEorder: [] as Figures[],
      searchVendure: [] as Figures[],
      ordersEorder: [] as Figures[],
      ordersVendure: [] as Figures[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.searchEorder.push(
        fromLoad(await runPlan({ ...searchPlans.eorder, amount: searchAmount.eorder })),
      );
      rounds.searchVendure.push(
        fromLoad(await runPlan({ ...searchPlans.vendure, amount: searchAmount.vendure })),
      );
      rounds.ordersEorder.push(
        await placeOrders(eorderOrder, options.orderConnections, orderAmount.eorder, counter),
      );
      rounds.ordersVendure.push(
        await placeOrders(vendureOrder, options.orderConnections, orderAmount.vendure, counter),
      );
    }
    return {
      texts: texts.length,
      textsWithoutResults: { eorder: eorderNone, vendure: vendureNone },
      search: {
        eorder: medianFigures(rounds.searchEorder),
        vendure: medianFigures(rounds.searchVendure),
      },
      orders: {
        eorder: medianFigures(rounds.ordersEorder),
        vendure: medianFigures(rounds.ordersVendure),
      },
    };
  } finally {
    await peer?.stop();
    await stack?.stop();
  }
}

/** Seeds eorder, loads its products into the peer, measures both; drops both databases afterwards. */
export async function peerBench(
  server: string,
  options: PeerOptions,
  log: (line: string) => void,
): Promise<PeerFigures> {
  installPeer(log);
  mkdirSync(options.logDir, { recursive: true });
  const stamp = `${Date.now()}_${process.pid}`;
  const eorderName = `eorder_peer_${stamp}`;
  const vendureName = `eorder_peer_vendure_${stamp}`;
  const eorderUrl = databaseUrl(server, eorderName);
  const vendureUrl = databaseUrl(server, vendureName);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-peer-'));
  try {
    psql(server, `create database "${eorderName}"`);
    psql(server, `create database "${vendureName}"`);
    const seeding = Date.now();
    execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, 'ordering-api', 'dist', 'seed-cli.js'), '--products', String(PRODUCTS)],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: eorderUrl, FILES_DIR: filesDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    psql(eorderUrl, 'vacuum analyze');
    const eorderSeed = (Date.now() - seeding) / 1000;
    const file = path.join(filesDir, 'products.tsv');
    const count = exportProducts(eorderUrl, file);
    const loading = Date.now();
    const setupLog = path.join(options.logDir, 'vendure-setup.log');
    const setup = execFileSync(process.execPath, [path.join(PEER_DIR, 'setup.js'), file], {
      cwd: PEER_DIR,
      env: {
        ...process.env,
        PEER_DATABASE_URL: vendureUrl,
        PEER_SETUP_PORT: String(await freePort()),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(setupLog, setup);
    const vendureSchema = (Date.now() - loading) / 1000;
    log(
      `  eorder seeded with ${PRODUCTS.toLocaleString('en')} products in ${eorderSeed.toFixed(0)} s; the same ` +
        `${count.toLocaleString('en')} loaded into Vendure (schema, shop setup and products) in ${vendureSchema.toFixed(0)} s: ` +
        (setup.trim().split('\n').at(-1) ?? ''),
    );
    const before = os.loadavg();
    const figures = await measure(eorderUrl, vendureUrl, filesDir, options);
    const after = os.loadavg();
    const version = JSON.parse(
      execFileSync(
        'node',
        ['-p', 'JSON.stringify(require("@vendure/core/package.json").version)'],
        { cwd: PEER_DIR, encoding: 'utf8' },
      ),
    ) as string;
    return {
      products: count,
      vendure: version,
      seconds: options.seconds,
      connections: options.connections,
      orderConnections: options.orderConnections,
      rounds: ROUNDS,
      ...figures,
      loadAverage: { before, after },
      setupSeconds: { eorderSeed, vendureSchema },
    };
  } finally {
    psql(server, `drop database if exists "${eorderName}" with (force)`);
    psql(server, `drop database if exists "${vendureName}" with (force)`);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** The section of `pnpm bench`: skipped with a line when there is no PostgreSQL or no peer; never fails the run. */
export async function peerSection(
  server: string | undefined,
  options: PeerOptions,
  print: Print,
): Promise<PeerFigures | undefined> {
  print.heading(
    `A peer, side by side: eorder and Vendure on PostgreSQL, ${PRODUCTS.toLocaleString('en')} products, search (${TAKE} items) ` +
      `and orders of ${ORDER_LINES} lines, ${options.seconds} s a run, ${options.connections} connections searching, ` +
      `${options.orderConnections} placing orders`,
  );
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  try {
    installPeer((line) => console.log(line));
  } catch (error) {
    console.log(
      `  the peer could not be installed (npm ci in tests/peer/vendure): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; skipped.`,
    );
    return undefined;
  }
  try {
    const figures = await peerBench(server, options, (line) => console.log(line));
    print.table(peerRows(figures));
    const { textsWithoutResults: none } = figures;
    console.log(
      `  ${figures.texts} distinct texts (the search bench's) in turn on both; of the first ${CHECKED_TEXTS}, sent once before the runs, ` +
        `${none.eorder} found nothing in eorder, ` +
        `${none.vendure} in Vendure ${figures.vendure} (prefix word matching: parts inside a Thai word find nothing there)`,
    );
    console.log(
      `  each figure the median of ${figures.rounds} runs, the targets taking turns; an order: eorder 1 request, Vendure 6 ` +
        '(addItemsToOrder with the 5 lines, customer, address, shipping method, ArrangingPayment, payment)',
    );
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    console.log(
      `  load average (1, 5, 15 min): ${load(figures.loadAverage.before)} before the runs, ${load(figures.loadAverage.after)} after`,
    );
    for (const [label, pair] of [
      ['search', figures.search],
      ['orders', figures.orders],
    ] as const) {
      const holds =
        pair.eorder.rate >= BUDGET_RATIO * pair.vendure.rate && pair.eorder.p99 <= pair.vendure.p99;
      console.log(
        `  budget ${label}: eorder at least ${BUDGET_RATIO}x the peer's throughput at equal or lower p99: ${holds ? 'holds' : 'DOES NOT HOLD'}`,
      );
    }
    return figures;
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The figures as the benchmark prints them: a row a stack and call, and the ratios. */
export function peerRows(figures: PeerFigures): string[][] {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
  const row = (target: string, load: Figures) => [
    target,
    load.rate.toFixed(1),
    ms(load.p50),
    ms(load.p99),
    String(load.total),
    String(load.failed),
  ];
  const ratio = (label: string, a: Figures, b: Figures) => [
    label,
    `${(a.rate / b.rate).toFixed(2)}x`,
    `${(a.p50 / b.p50).toFixed(2)}x`,
    `${(a.p99 / b.p99).toFixed(2)}x`,
    '',
    '',
  ];
  return [
    ['target', 'per s', 'p50', 'p99', 'done', 'failed'],
    row('search  eorder   POST api/products/items', figures.search.eorder),
    row('search  Vendure  shop-api search', figures.search.vendure),
    ratio('search  eorder / Vendure', figures.search.eorder, figures.search.vendure),
    row(`order of ${ORDER_LINES} lines  eorder   POST api/orders/place`, figures.orders.eorder),
    row(
      `order of ${ORDER_LINES} lines  Vendure  guest checkout, 6 requests`,
      figures.orders.vendure,
    ),
    ratio('orders  eorder / Vendure', figures.orders.eorder, figures.orders.vendure),
  ];
}
