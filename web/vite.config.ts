import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { ROUTE_TEXTS, SHELL_NAMESPACES } from './src/config/route-texts';

const BFF_URL = 'http://127.0.0.1:3000';

/**
 * The budget of the architecture: JavaScript of a first visit of the home and of /product, gzip,
 * with i18next and react-i18next in it (ADR 039).
 */
const FIRST_VISIT_BUDGET_KB = 170;

/**
 * Pages of other areas whose first visit is measured and printed against the same budget, but
 * not guarded (they are the other areas): the rider's order list (its layout, the rider pages'
 * module, the list page, and the rider texts in Thai).
 */
const MEASURED_ONLY = {
  '/rider': {
    pages: [
      'src/app/routes/areas/rider.ts',
      'src/app/layouts/rider-layout.tsx',
      'src/features/shell-pages/rider-pages.tsx',
      'src/features/rider/routes/orders-page.tsx',
    ],
    texts: ['rider'],
  },
} as const;

/**
 * What a first visit needs beyond the entry and its static imports: the page of each measured
 * route, by the source module of its lazy chunk and its name in the route table (whose texts it
 * shows, `ROUTE_TEXTS`), and the texts of each language.
 */
const FIRST_VISIT = {
  '/': { name: 'home', page: 'src/features/home/routes/home-page.tsx' },
  '/product': { name: 'product', page: 'src/features/catalogue/routes/product-list.tsx' },
  // A product's page: what LINE opens most (a shared product); the bff matches `:code` to any code.
  '/product/:code': { name: 'productDetail', page: 'src/features/catalogue/routes/product-detail.tsx' },
} as const;

/**
 * The pages the bff preloads on a first visit: the customer's above, and the rider's order list (the
 * page a rider opens every morning, decision 100), whose chunks are of its own area.
 */
const PRELOADED: Record<string, { name: string; pages: readonly string[]; area?: 'rider' }> = {
  ...Object.fromEntries(Object.entries(FIRST_VISIT).map(([route, { name, page }]) => [route, { name, pages: [page] }])),
  '/rider': { name: 'rider', pages: MEASURED_ONLY['/rider'].pages, area: 'rider' },
};

/** The first visits whose budget fails the build when it is passed: the customer's home and product list. */
const GUARDED = ['/', '/product'] as const;
/** Whether a guarded first visit over the budget fails the build (else it warns). */
const ENFORCE_BUDGET = true;

/**
 * The namespaces whose texts a first visit loads in its language beyond the shell's: those of the
 * route's page. The bff preloads the shell's texts on every page and these on their route only, so
 * a page of another area (the rider's) loads no customer texts (ADR 098).
 */
const routeTexts = (name: string) => ROUTE_TEXTS[name as keyof typeof ROUTE_TEXTS] ?? [];

/** The languages of the texts (`src/config/paths.ts`, which the configuration does not import). */
const LANGS = ['th', 'en'] as const;

/** A namespace's texts in a language, as the web keeps them (`src/lib/i18n/texts.ts`). */
const textsFile = (lang: string, ns: string) => new RegExp(`[\\/]src[\\/].*[\\/]locales[\\/]${lang}[\\/]${ns}\\.json$`);

/**
 * What LIFF's start-up loads once the entry has run (the adapter, the SDK core, the LINE sign-in),
 * listed for the bff to preload in the pages LINE opens (and there only: a plain browser must load
 * none of it). The LIFF mock build's start-up also loads the mock and the first-use APIs (see
 * lib/liff/runtime.ts): its list names them too, so that build waits for what production waits for.
 */
const LIFF_START = ['src/lib/liff/index.ts', 'src/lib/liff/runtime.ts', 'src/features/line/lib/sign-in.ts'];
const LIFF_MOCK_START = ['src/lib/liff/mock.ts', 'src/lib/liff/runtime-extras.ts'];

/** The shell's texts in a language (`SHELL_NAMESPACES`): they load together, at start-up. */
const shellTexts = (lang: string) => new RegExp(`[\\/]src[\\/]lib[\\/]i18n[\\/]locales[\\/]${lang}[\\/][^\\/]+\\.json$`);

/**
 * What a customer's first visit must never carry: the code of the other areas (merchant, rider,
 * agent, payment, chat pages) and the libraries only they use (charts, maps, scanners, signature
 * pads, QR codes). The build fails when a first-visit chunk of a customer page holds one.
 */
const OTHER_AREAS =
  /[\\/]src[\\/]features[\\/](merchant[^\\/]*|rider[^\\/]*|agents?|acting|payments?|chat)[\\/]|[\\/]src[\\/]features[\\/]shell-pages[\\/](merchant|rider|payment|agent|chat)-pages|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(recharts|d3-[a-z-]+|victory-vendor|echarts|zrender|@antv|leaflet|maplibre-gl|@zxing|zxing-wasm|signature_pad|jsqr|qrcode[a-z.-]*|promptparse)[\\/]/;

/** Where the build writes the first-visit chunks; the bff reads it to preload them per path. */
const FIRST_VISIT_FILE = 'first-visit.json';

/** The libraries every page needs from the start: one chunk, loaded with the entry. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|valtio|proxy-compare|use-sync-external-store|swr|dequal|zod|i18next|react-i18next|i18next-resources-to-backend)[\\/]/;
/**
 * Index modules that name everything a package has (of which only what is used is kept): the
 * grouping does not follow them, or a page's chunk would take the whole package. The contract is
 * always reached through its index; antd-mobile's components are imported one by one on the first
 * pages, and through the index by the others.
 */
const INDEXES = /[\\/](shared[\\/]src[\\/]index\.ts|antd-mobile[\\/]es[\\/]index\.js|antd-mobile-icons[\\/]es[\\/]index\.js)$/;

/**
 * The first visit's modules, by chunk: the entry's static imports, what the home and the product
 * list share, and what each has alone. Filled from the module graph before the chunks are made;
 * without these groups the split would spread them over some fifty small files.
 */
const firstVisitGroups = {
  /** The modules of the libraries that the entry imports statically (the vendor chunk). */
  vendor: new Set<string>(),
  start: new Set<string>(),
  'first-pages': new Set<string>(),
  home: new Set<string>(),
  product: new Set<string>(),
};

interface ChunkLike {
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * After each build: the gzip size of the JavaScript a first visit of each measured route loads
 * before the page can show its content (the entry, its static imports, the Thai texts and the
 * route's page with its imports), printed against the budget; and `first-visit.json`, the lazy
 * chunks of each route and language, which the bff names in index.html as preloads so they load
 * beside the entry instead of after it.
 */
function firstVisit(): Plugin {
  let root = '';
  let liffMock = false;
  let report: { initial: Set<string>; routes: Record<string, Preloads>; thTexts: string[] } | undefined;
  return {
    name: 'eorder-first-visit',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      liffMock = config.env.VITE_LIFF_MOCK === 'true';
    },
    buildStart() {
      for (const group of Object.values(firstVisitGroups)) group.clear();
    },
    buildEnd() {
      // The contract is reached through its index, which names every module: the walk follows the
      // index only to the modules that export what a module takes from it, so each group also holds
      // the contract's parts it uses (without this they end up in many tiny chunks of their own).
      const contractIndex = [...this.getModuleIds()].find((module) => /[\\/]shared[\\/]src[\\/]index\.ts$/.test(module));
      const contractParts = (contractIndex ? (this.getModuleInfo(contractIndex)?.importedIds ?? []) : []).map((module) => ({
        module,
        exports: new Set(this.getModuleInfo(module)?.exports ?? []),
      }));
      const contractModulesOf = (code: string | null) => {
        const modules: string[] = [];
        for (const match of (code ?? '').matchAll(/\b(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@eorder\/shared['"]/g)) {
          for (const binding of (match[1] ?? '').split(',')) {
            const name = binding.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (!name) continue;
            const part = contractParts.find((candidate) => candidate.exports.has(name));
            if (part) modules.push(part.module);
          }
        }
        return modules;
      };
      const walk = (start: string, skip: Set<string>) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop();
          if (!id || seen.has(id) || skip.has(id) || VENDOR.test(id) || INDEXES.test(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          stack.push(...info.importedIds, ...contractModulesOf(info.code));
        }
        return seen;
      };
      const id = (source: string) => `${root}/${source}`;
      const { vendor, start, 'first-pages': shared, home, product } = firstVisitGroups;
      // The libraries' modules the entry reaches by static imports: the parts that only lazy pages
      // use (a library's extras, e.g. swr/infinite) stay out of the vendor chunk, with those pages.
      const stack = [id('src/main.tsx')];
      const reached = new Set<string>();
      while (stack.length > 0) {
        const module = stack.pop();
        if (!module || reached.has(module)) continue;
        reached.add(module);
        if (VENDOR.test(module)) vendor.add(module);
        stack.push(...(this.getModuleInfo(module)?.importedIds ?? []));
      }
      for (const module of walk(id('src/main.tsx'), new Set())) start.add(module);
      const homeModules = walk(id(FIRST_VISIT['/'].page), start);
      const productModules = walk(id(FIRST_VISIT['/product'].page), start);
      for (const module of homeModules) (productModules.has(module) ? shared : home).add(module);
      for (const module of productModules) if (!homeModules.has(module)) product.add(module);
    },
    // The page's frame in index.html paints from the HTML and the style sheets alone: the scripts
    // are asked for at low priority, so the browser gives the first paint what it needs first.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")( crossorigin)/g, '<$1 fetchpriority="low"$2'),
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const closure = (start: ChunkLike[], into = new Set<string>()) => {
        const stack = [...start];
        while (stack.length > 0) {
          const chunk = stack.pop();
          if (!chunk || into.has(chunk.fileName)) continue;
          into.add(chunk.fileName);
          for (const name of chunk.imports) {
            const next = chunks.get(name);
            if (next) stack.push(next);
          }
        }
        return into;
      };
      const bySource = (source: string) => {
        const id = `${root}/${source}`.replace(/\\/g, '/');
        const chunk = [...chunks.values()].find((candidate) =>
          candidate.moduleIds.some((module) => module.replace(/\\/g, '/') === id),
        );
        if (!chunk) this.error(`first visit: no chunk for ${source}`);
        return chunk;
      };
      const initial = closure([...chunks.values()].filter((chunk) => chunk.isEntry));
      const beyondInitial = (...sources: string[]): Preloads => {
        // The walk takes its starts last first: reversed, the files come in the order of `sources`.
        const files = [...closure(sources.map(bySource).reverse())].filter((name) => !initial.has(name));
        const styles = new Set<string>();
        for (const name of files) for (const css of chunks.get(name)?.viteMetadata?.importedCss ?? []) styles.add(css);
        return { scripts: files, styles: [...styles] };
      };

      const routes = Object.fromEntries(
        Object.entries(PRELOADED).map(([route, { pages }]) => [route, beyondInitial(...pages)]),
      );
      for (const [route, preloads] of Object.entries(routes)) {
        if (PRELOADED[route]?.area) continue;
        for (const name of [...initial, ...preloads.scripts]) {
          const stray = chunks.get(name)?.moduleIds.find((module) => OTHER_AREAS.test(module));
          if (stray) this.error(`first visit of ${route}: ${name} carries ${stray}, which belongs to another area`);
        }
      }
      const textsChunk = (lang: string, ns: string) => {
        const file = textsFile(lang, ns);
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.some((module) => file.test(module)));
        if (!chunk) this.error(`first visit: no chunk for the ${lang} texts of ${ns}`);
        return chunk;
      };
      const textsOf = (lang: string, namespaces: readonly string[]): Preloads => {
        const files = [...closure(namespaces.map((ns) => textsChunk(lang, ns)).reverse())];
        return { scripts: files.filter((name) => !initial.has(name)), styles: [] };
      };
      const locales = Object.fromEntries(LANGS.map((lang) => [lang, textsOf(lang, SHELL_NAMESPACES)]));
      // Each route's texts beyond the shell's, per language: the bff preloads them on that route.
      const texts = Object.fromEntries(
        Object.entries(PRELOADED).map(([route, { name }]) => [
          route,
          Object.fromEntries(LANGS.map((lang) => [lang, textsOf(lang, routeTexts(name))])),
        ]),
      );
      // In the order start-up asks for them: the adapter, then the SDK and the sign-in beside it.
      const liff = beyondInitial(...LIFF_START, ...(liffMock ? LIFF_MOCK_START : []));
      const measured = Object.fromEntries(
        Object.entries(MEASURED_ONLY).map(([route, { pages, texts: namespaces }]) => {
          const preloads = beyondInitial(...pages);
          const textFiles = textsOf('th', namespaces).scripts;
          return [route, { scripts: [...new Set([...preloads.scripts, ...textFiles])], styles: preloads.styles }];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: FIRST_VISIT_FILE,
        source: `${JSON.stringify({ routes, locales, texts, liff, measured }, null, 2)}\n`,
      });

      // Measured with the Thai texts each route loads: the shell's and its page's.
      const measuredRoutes = Object.fromEntries(
        Object.entries(routes).map(([route, preloads]) => [
          route,
          { ...preloads, scripts: [...preloads.scripts, ...(texts[route]?.th?.scripts ?? [])] },
        ]),
      );
      report = { initial, routes: { ...measuredRoutes, ...measured }, thTexts: locales.th?.scripts ?? [] };
    },
    // Measured on the files as written: Vite still rewrites the chunks' preload lists after
    // generateBundle, so sizes taken there come out lower than what the browser loads.
    writeBundle(_options, bundle) {
      if (!report) return;
      const { initial, routes, thTexts } = report;
      const gzipKb = (names: Set<string>) =>
        [...names].reduce((sum, name) => {
          const output = bundle[name];
          return sum + (output?.type === 'chunk' ? gzipSync(output.code, { level: 9 }).length : 0);
        }, 0) / 1024;
      const initialKb = gzipKb(initial);
      const over: string[] = [];
      const lines = Object.entries(routes).map(([route, preloads]) => {
        const all = new Set([...initial, ...thTexts, ...preloads.scripts]);
        const kb = gzipKb(all);
        const verdict = kb <= FIRST_VISIT_BUDGET_KB ? 'within' : 'OVER';
        if (verdict === 'OVER' && (GUARDED as readonly string[]).includes(route)) over.push(route);
        return `${route} ${kb.toFixed(1)} KB gzip in ${all.size} files (${verdict} the ${FIRST_VISIT_BUDGET_KB} KB budget)`;
      });
      this.info(
        `first-visit JavaScript (entry, static imports, the shell's and the page's Thai texts, the page): ${lines.join('; ')}; ` +
          `the entry with its static imports alone: ${initialKb.toFixed(1)} KB gzip`,
      );
      // The budget of the customer's first pages is a guard: over it, the build fails (with
      // ENFORCE_BUDGET off, it only warns). On since both fit (ADR 098).
      if (over.length > 0) {
        const message = `first visit of ${over.join(' and ')} over the ${FIRST_VISIT_BUDGET_KB} KB gzip budget (ADR 039, 097)`;
        if (ENFORCE_BUDGET) this.error(message);
        else this.warn(message);
      }
    },
  };
}

/**
 * antd-mobile's ConfigProvider falls back to its Chinese texts, which this app never shows: every
 * page is inside our ConfigProvider with the Thai or English texts (app/provider.tsx). The fallback
 * is built as the Thai texts instead, so the first visit does not carry the Chinese ones.
 */
function antdFallbackLocale(): Plugin {
  const CHINESE = /[\\/]antd-mobile[\\/]es[\\/]locales[\\/]zh-CN\.js$/;
  return {
    name: 'eorder-antd-fallback-locale',
    load: (id) => (CHINESE.test(id) ? "import thTH from './th-TH.js';\nexport default thTH;\n" : null),
  };
}

/**
 * react-router's package points every import at its development build (upstream issue #14102: its
 * `exports` name only `dist/development`), so a production bundle carried its development warnings
 * and checks. The build takes the package's own production build beside it (decision 100).
 */
const require = createRequire(import.meta.url);
const reactRouterProduction = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom'))] })), 'dist', 'production', file);

export default defineConfig(({ command }) => ({
  // Relative asset URLs: the bff injects `<base href>` at run time, so one build serves any BASE_PATH.
  base: './',
  plugins: [
    react(),
    antdFallbackLocale(),
    firstVisit(),
    // Brotli and gzip siblings of every text file, served as they are by the bff (@fastify/static's
    // preCompressed): nothing is compressed per request. index.html is rendered by the bff itself.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      exclude: [/\.map$/, /\.html$/],
      threshold: 256,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
          ]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: BFF_URL, changeOrigin: false },
      '/bff': { target: BFF_URL, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2020',
    // Maps for debugging, without the comment that names them in every file the browser loads.
    sourcemap: 'hidden',
    // The manifest names every chunk's imports (the LINE benchmark reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id: string) => firstVisitGroups.vendor.has(id) },
            // TypeScript's helpers, which antd-mobile's components import: without a chunk of their
            // own they would join the entry (every chunk that uses them imports it already), and a
            // first visit, which uses none of them, would load them all.
            { name: 'ts-helpers', test: /[\\/]node_modules[\\/]tslib[\\/]/ },
            // The shell's texts of each language, which start-up loads together: one chunk each.
            ...LANGS.map((lang) => ({ name: lang, test: shellTexts(lang) })),
            ...(['start', 'first-pages', 'home', 'product'] as const).map((name) => ({
              name,
              test: (id: string) => firstVisitGroups[name].has(id),
              // Each set is already closed over its imports (but for the entry's and the libraries').
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
      treeshake: {
        // The contract's modules only declare schemas, constants and pure functions: those a page
        // does not use are left out instead of being kept for their (harmless) top-level calls.
        moduleSideEffects: [
          { test: /[\\/]shared[\\/]src[\\/].*\.ts$/, sideEffects: false },
          // antd-mobile declares its index side-effectful only for its global styles, which main.tsx
          // imports itself; otherwise one named import would keep every component's top-level code
          // (and the animation library) in the first page's JavaScript.
          { test: /[\\/]antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
        ],
      },
    },
  },
}));
