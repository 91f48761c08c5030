// One flat config for the whole workspace: type-checked rules everywhere,
// React hooks rules for the web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Features stand apart (decision 073): a feature reaches another only through that feature's
// public entries below; lib, components and config reach no feature; the app wires them.
const FEATURES = 'web/src/features';
const features = readdirSync(new URL(`./${FEATURES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const COMMON_ENTRIES = ['index.ts', 'index.tsx', 'routes/index.ts', 'routes/index.tsx'];
const EXTRA_ENTRIES = { cart: ['summary.ts'], catalogue: ['shell.ts'], points: ['balance.ts'] };
const featureZones = features.flatMap((target) =>
  features
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./${FEATURES}/${target}`,
      from: `./${FEATURES}/${other}`,
      except: [...COMMON_ENTRIES, ...(EXTRA_ENTRIES[other] ?? [])].map((entry) => `./${entry}`),
      message: `Import ${other} through its public entry (index or routes), not its insides.`,
    })),
);
const layerZones = ['web/src/lib', 'web/src/components', 'web/src/config'].map((target) => ({
  target: `./${target}`,
  from: `./${FEATURES}`,
  message: 'Shared code must not depend on a feature.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-liff-mock/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.config.js',
      '**/*.config.mjs',
      'scripts/**',
      '.ci/**',
      '**/.scratch/**',
      // The peer of `pnpm bench --only-peer`: plain CommonJS with its own packages, outside the workspace.
      'tests/peer/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The contract is written with zod/mini; the full zod beside it would more than double the
      // validation code every first visit loads.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import from 'zod/mini' in the web." }] }],
    },
  },
  {
    // Route plugins validate, scope and answer; queries live in repositories and services.
    files: ['ordering-api/src/modules/**/*routes*.ts', 'ordering-api/src/modules/**/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Route plugins run no queries: put them in the module repository or service.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
