import { defineConfig } from 'tsup';

// One file to run with Node 20: the workspace's shared package is bundled in
// (it is TypeScript source), the npm dependencies stay in node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  noExternal: ['@eorder/shared'],
});
