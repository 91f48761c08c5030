import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const BFF_URL = 'http://127.0.0.1:3000';

/** The budget of the specification's architecture: initial JavaScript of the customer home. */
const HOME_INITIAL_JS_BUDGET_KB = 150;

interface ChunkLike {
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

/**
 * Prints, after each build, the gzip size of the entry and its static imports (what the browser
 * loads before any lazy page), and that plus the chunks the home page awaits before its first
 * render (its page and the Thai texts).
 */
function reportInitialJs(): Plugin {
  return {
    name: 'eorder-initial-js',
    apply: 'build',
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
      const gzipKb = (names: Set<string>) =>
        [...names].reduce((sum, name) => sum + gzipSync(chunks.get(name)?.code ?? '').length, 0) / 1024;
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const initial = closure(entries);
      const homeLazy = [...chunks.values()].filter((chunk) =>
        /[\\/]src[\\/](features[\\/]home[\\/]routes[\\/]home-page\.tsx|lib[\\/]i18n[\\/]locales[\\/]th[\\/]index\.ts)$/.test(
          chunk.facadeModuleId ?? '',
        ),
      );
      const home = closure(homeLazy, new Set(initial));
      const initialKb = gzipKb(initial);
      const homeKb = gzipKb(home);
      const verdict = initialKb <= HOME_INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
      this.info(
        `initial JavaScript (entry + static imports): ${initialKb.toFixed(1)} KB gzip, ${verdict} the ` +
          `${HOME_INITIAL_JS_BUDGET_KB} KB budget; with the home page and its texts: ${homeKb.toFixed(1)} KB gzip`,
      );
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the bff injects `<base href>` at run time, so one build serves any BASE_PATH.
  base: './',
  plugins: [react(), reportInitialJs()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    sourcemap: true,
    // The manifest lets the benchmark measure each route's initial JavaScript from the build.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
});
