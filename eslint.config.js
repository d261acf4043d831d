// Lint rules, including the dependency zones of architecture.md:
// addin, cli -> pipeline, dsl, io, engine; pipeline -> dsl, io, engine; dsl, io -> engine; engine -> nothing.
// Another folder is imported only through its index.ts.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'url', 'util', 'process'];
const viaIndexOnly = (folder) => ({
  group: [`**/${folder}/*`, `!**/${folder}/index`, `!**/${folder}/index.js`],
  message: `Import ${folder}/ only through ${folder}/index.ts.`,
});
// What a run means is decided once, in pipeline/run/ (docs/architecture.md "Layout"): the doors
// call runTournament and its helpers, never the functions that decide a run themselves — the
// engine's evaluations and decisions, io's readers and sheet additions, the sections' matching.
const runDeciding = [
  {
    group: ['**/engine', '**/engine/index'],
    importNamePattern: '^(evaluate|decide)',
    message: 'The doors rank through pipeline/run/ (runTournament).',
  },
  {
    group: ['**/io', '**/io/index'],
    importNamePattern: '^(read[A-Z]|with\\w*Sheet$|matchSections$|splitGridBySection$)',
    message: 'The doors read inputs through pipeline/run/ (readTournament, runTournament).',
  },
  {
    group: ['**/pipeline', '**/pipeline/index'],
    importNamePattern: '^(rankSection|chooseSection|eventLabel)$',
    message: 'The doors rank sections through pipeline/run/ (runTournament).',
  },
];
const zone = (files, forbiddenFolders, forbiddenPackages, indexOnly, nodeAllowed = false, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: forbiddenPackages.map((name) => ({ name, message: 'Not allowed in this folder (architecture.md).' })),
        patterns: [
          ...forbiddenFolders.map((f) => ({ group: [`**/${f}`, `**/${f}/**`], message: `This folder may not depend on ${f}/.` })),
          ...indexOnly.map(viaIndexOnly),
          ...(nodeAllowed ? [] : [{ group: nodeBuiltins.filter((n) => n.endsWith('*')), message: 'No Node APIs here.' }]),
          ...extra,
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'scratch/**',
      'dist/**',
      'out/**',
      'docs/**',
      'addin/dist/**',
      'test-artifacts/**',
      '.certs/**',
      'coverage/**',
      '**/*.generated.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Product code: spreading an array into a call overflows the stack past ~100k elements
  // (engine/collections.ts has the loops that replace it). Tests and benches build small arrays.
  {
    files: [
      'engine/**/*.ts',
      'io/**/*.ts',
      'dsl/**/*.ts',
      'pipeline/**/*.ts',
      'cli/**/*.ts',
      'addin/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement',
          message:
            'Do not spread an array into a call: it overflows the call stack for large arrays. Use pushAll, maxOf, minOf (engine) or a loop.',
        },
      ],
    },
  },
  // No import cycles, type-only imports included: a cycle means a type or table lives in the
  // wrong file (architecture.md, "no import cycles").
  {
    files: ['engine/**/*.ts', 'io/**/*.ts', 'dsl/**/*.ts', 'pipeline/**/*.ts', 'cli/**/*.ts', 'addin/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  zone(['engine/**/*.ts'], ['dsl', 'io', 'pipeline', 'addin', 'cli'], ['chevrotain', 'exceljs', 'react', ...nodeBuiltins], []),
  zone(['dsl/**/*.ts'], ['io', 'pipeline', 'addin', 'cli'], ['exceljs', 'react', ...nodeBuiltins], ['engine']),
  zone(['io/**/*.ts'], ['dsl', 'pipeline', 'addin', 'cli'], ['chevrotain', 'exceljs', 'react', ...nodeBuiltins], ['engine']),
  zone(['pipeline/**/*.ts'], ['addin', 'cli'], ['chevrotain', 'exceljs', 'react', ...nodeBuiltins], ['engine', 'dsl', 'io']),
  zone(['cli/**/*.ts'], ['addin'], ['react'], ['engine', 'dsl', 'io', 'pipeline'], true, runDeciding),
  zone(
    ['addin/**/*.{ts,tsx}'],
    ['cli'],
    ['exceljs', 'chevrotain', ...nodeBuiltins],
    ['engine', 'dsl', 'io', 'pipeline'],
    false,
    runDeciding,
  ),
  // The add-in's promises: a promise nobody awaits, or one handed where a void callback is expected
  // (an onClick, a listener), loses its rejection. Await it, or `void` it saying where its errors go.
  // Type-aware, so it needs the add-in's tsconfig; scoped to addin/ so the rest of lint stays fast.
  {
    files: ['addin/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Only the workbook gateway and its error mapping name Excel and Office (architecture.md).
  {
    files: ['addin/**/*.{ts,tsx}'],
    ignores: ['addin/excel/workbook-gateway.ts', 'addin/excel/used-cells.ts', 'addin/excel/host-issues.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Excel', message: 'Only addin/excel/workbook-gateway.ts talks to Excel.' },
        { name: 'Office', message: 'Only addin/excel/workbook-gateway.ts talks to Office.' },
        { name: 'OfficeExtension', message: 'Map Office errors in addin/excel/host-issues.ts.' },
      ],
    },
  },
);
