import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../addin/strings/en';
import { languageName, paneLanguageOf, stringsFor, TRANSLATIONS } from '../../addin/strings';
import { de } from '../../addin/strings/de';
import { REPO_ROOT } from '../support/fixture-paths';
import { paneLiterals } from './pane-literals';
import { leaves, SENTENCES } from './pane-sentences';

// Issue 18: every English text of the task pane in one module (addin/strings), ready for
// translation; the components take their words from it and spell out none themselves.

describe('the task pane’s strings (addin/strings)', () => {
  const all = leaves(en);

  it('are words: every string is non-empty, every other entry a sentence with a value in it', () => {
    expect(all.length).toBeGreaterThan(80);
    for (const [path, value] of all) {
      expect(['string', 'function'], path).toContain(typeof value);
      if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
    }
  });

  it('says each sentence with a number or a name as the pane shows it, for 0, 1 and many', () => {
    const functions = all.filter(([, value]) => typeof value === 'function').map(([path]) => path);
    expect(Object.keys(SENTENCES).sort()).toEqual(functions.sort());
    for (const [path, cases] of Object.entries(SENTENCES)) {
      const sentence = all.find(([p]) => p === path)![1] as (...args: unknown[]) => string;
      for (const [args, expected] of cases) expect(sentence(...args), path).toBe(expected);
    }
  });

  it('are chosen by a language tag, English for a language without a translation', () => {
    expect(Object.keys(TRANSLATIONS)[0]).toBe('en');
    expect(stringsFor('en-GB')).toBe(en);
    expect(stringsFor('de-AT')).toBe(de);
    expect(stringsFor('DE')).toBe(de);
    expect(stringsFor('zh-CN')).toBe(en);
    expect(stringsFor(undefined)).toBe(en);
    expect(stringsFor('')).toBe(en);
    expect(paneLanguageOf('de_CH')).toBe('de');
    expect(paneLanguageOf('tlh')).toBeUndefined();
    // Not an own property of the table that a tag could name.
    expect(paneLanguageOf('constructor')).toBeUndefined();
  });

  it('name a chess-results export’s language in the pane’s language, with the reader’s name where the browser has none', () => {
    expect(languageName('de', 'en', 'German')).toBe('German');
    expect(languageName('de', 'de', 'German')).toBe('Deutsch');
    expect(languageName('ru', 'fr', 'Russian')).toBe('russe');
    expect(languageName('zz', 'de', 'Zed')).toBe('Zed');
  });
});

describe('the task pane’s components spell out no text of their own', () => {
  const dir = join(REPO_ROOT, 'addin', 'taskpane');
  const components = readdirSync(dir).filter((f) => f.endsWith('.tsx'));

  it.each(components)('%s takes its words from addin/strings', (file) => {
    expect(paneLiterals(file, readFileSync(join(dir, file), 'utf8'))).toEqual([]);
  });

  it('the guard finds text put back into a component, and leaves code alone', () => {
    const found = (source: string) => paneLiterals('x.tsx', source).map((line) => line.replace(/^x\.tsx:\d+: /, ''));
    // What the components held before the strings moved out: each is found.
    expect(found('const a = <Button data-testid="run">Run</Button>;')).toEqual(['"Run"']);
    expect(found('const a = <Field label="Sheet" hint="Empty: the last complete round" />;')).toEqual([
      '"Sheet"',
      '"Empty: the last complete round"',
    ]);
    expect(found('const a = <div aria-label={`Sheet ${name}`} title="Why" placeholder={busy ? "Name" : x} />;')).toEqual([
      '"Sheet {}"',
      '"Why"',
      '"Name"',
    ]);
    expect(found("const a = <b>{busy ? 'Running…' : words.run}</b>;")).toEqual(['"Running…"']);
    expect(found("const a = <b>{n} split{n === 1 ? '' : 's'}</b>;")).toEqual(['"split"', '"s"']);
    expect(found("const a = <b>{words.x}{n > 1 ? ` (${n} lines)` : ''}</b>;")).toEqual(['"({} lines)"']);
    expect(found("const title = kind === 'ties' ? 'How the ties were resolved' : words.matches;")).toEqual([
      '"How the ties were resolved"',
    ]);
    expect(found('const ms = (value: number) => `${Math.round(value)} ms`;')).toEqual(['"{} ms"']);
    expect(found('root.textContent = `Regula could not start: ${message}`;')).toEqual(['"Regula could not start: {}"']);
    // Code: test ids, classes, option values, keys, styles, comparisons, imports, types.
    expect(
      found(
        [
          "import { x } from '../strings';",
          "const block = sheets.find((s) => s.name === 'Regula Standings');",
          'const a = <option value="auto" data-testid="demo-sheet-K-12 wall chart" className={`issue ${severity}`} key={s} style={{ display: \'none\' }} intent="error">{words.detect}</option>;',
          "const b = <b>{code === 'host/internal' ? words.internal : words.excel}</b>;",
          "const c = (d: { value: string }) => setLayout(d.value as 'auto' | 'us-wall-chart');",
          "const d = { 'double-round-robin': words.drr };",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
