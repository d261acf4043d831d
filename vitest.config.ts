import { defineConfig } from 'vitest/config';

// .regula files imported by the add-in's presets, and the demo workbook's .csv and .trf samples, are
// text, as esbuild's text loader gives them.
const regulationText = {
  name: 'regulation-text',
  transform(code: string, id: string) {
    return /\.(regula|csv|trf)$/.test(id) ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig({
  plugins: [regulationText],
  test: {
    globalSetup: ['test/support/temp-root.ts'],
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    // `regula render` speaks the locale's language (cli/render-language.ts): tests run in the C locale
    // whatever the shell's, and the tests of other languages pass --lang or set the locale themselves.
    env: { LC_ALL: '', LANG: 'C.UTF-8' },
  },
});
