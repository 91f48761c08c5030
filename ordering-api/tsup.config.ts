import { defineConfig } from 'tsup';

// Three programs, each one self-contained file in dist/ (no shared chunks, so every entry can
// tell that it was started directly): the server, the seed command and the migrate command.
// @eorder/shared is TypeScript source inside the workspace, so it is bundled in; every other
// package stays in node_modules. The migrations are read at run time from ../drizzle beside dist/.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'seed-cli': 'src/seed/cli.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: false,
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: ['@eorder/shared'],
  shims: false,
});
