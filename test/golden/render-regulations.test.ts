/**
 * `regula render`: every sample regulation (samples/regulations, README there
 * gives each one's source) printed as Markdown and as HTML, against golden files in
 * test/golden/render/ (written by `npx vitest run test/golden/render-regulations.test.ts -u`
 * after a deliberate change, and reviewed as text); and every criterion of the registry has the
 * words a printed regulation gives it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { compileRegulation } from '../../dsl';
import { CRITERIA } from '../../engine';
import { criterionItem, criterionWords, documentHtml, documentMarkdown, regulationDocument } from '../../io';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const SAMPLES = join(REPO_ROOT, 'samples', 'regulations');
const names = readdirSync(SAMPLES)
  .filter((f) => f.endsWith('.regula'))
  .map((f) => f.replace(/\.regula$/, ''))
  .sort();

function document(text: string) {
  const compiled = compileRegulation(text);
  expect(compiled.regulation, JSON.stringify(compiled.diagnostics)).toBeDefined();
  return regulationDocument(compiled.regulation!);
}

describe('the sample regulations as printed documents', () => {
  for (const name of names) {
    it(`${name}: Markdown and HTML as the golden files`, async () => {
      const printed = document(readFileSync(join(SAMPLES, `${name}.regula`), 'utf8'));
      await expect(documentMarkdown(printed)).toMatchFileSnapshot(`render/${name}.md`);
      await expect(documentHtml(printed)).toMatchFileSnapshot(`render/${name}.html`);
    });
  }

  it('prints the VCF qualifier’s formula, its tables as tables and its withdrawal rule', () => {
    const md = documentMarkdown(document(readFileSync(join(SAMPLES, 'vcf-grade-school-qualifier-2020-21.regula'), 'utf8')));
    expect(md).toContain('    points = AR × SP × NoP ÷ 1000\n    where\n    AR = round(average post-rating of participants)\n');
    expect(md).toContain('| K-12 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 10 | 10 |');
    expect(md).toContain('| K-3 | -1 | 0 | +1 |');
    expect(md).toContain('4.1. A zero-point bye in round 5 means the participant has withdrawn.');
    expect(md).toContain('7.1. The number of places is at least 3 and at most 10.');
  });

  it('is one self-contained HTML file: no script, no link, nothing fetched', () => {
    for (const name of names) {
      const html = documentHtml(document(readFileSync(join(SAMPLES, `${name}.regula`), 'utf8')));
      expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|href=|url\(|@import|https?:/i);
    }
  });

  it('escapes every text: a name with markup stays text', () => {
    const printed = document('regulation "A <b>bold</b> & \'x\' *y* [z](w)"\nrules fide-2026\ntie-breaks\n  1. BH\n');
    const html = documentHtml(printed);
    expect(html).toContain('<h1>A &lt;b&gt;bold&lt;/b&gt; &amp; &#39;x&#39; *y* [z](w)</h1>');
    expect(html).not.toContain('<b>');
    expect(documentMarkdown(printed)).toContain("# A \\<b>bold\\</b> & 'x' \\*y\\* \\[z\\](w)");
  });

  it('names each modifier a criterion carries, with what it does', () => {
    const md = documentMarkdown(document('regulation "M"\nrules fide-2026\ntie-breaks\n  1. BH/C1\n  2. ARO/U1400\n  3. TPN/R\n'));
    expect(md).toContain('3.1. Buchholz (BH/C1): ');
    expect(md).toContain('With cut 1 — Cut-n: drop the n least significant values (C.07 14.1, 14.2). Source: FIDE C.07 art. 8.1.');
    expect(md).toContain('With unrated 1400 — /U1400: the rating given to unrated participants by the rating criteria (C.07 art. 10).');
    expect(md).toContain('With reverse — /R: the reverse of the default order (TPN, RTNG).');
  });
});

describe('every criterion of the registry has words for render', () => {
  for (const definition of CRITERIA) {
    it(definition.code, () => {
      const words = criterionWords(definition);
      expect(words.title.trim()).not.toBe('');
      expect(words.description).toMatch(/^\S.{9,}[.!?]$/s);
      expect(words.source.trim()).not.toBe('');
      const item = criterionItem({ code: definition.code, text: definition.code });
      expect(item).toContain(words.description);
      expect(item).toContain(`Source: ${words.source}`);
    });
  }
});

describe('regula render', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regula-render-'));
  const open = join(SAMPLES, 'fide-2026-open.regula');

  it('prints Markdown by default, the same bytes each time', async () => {
    const [a, b] = [capture(), capture()];
    expect(await run(['render', open], a.io)).toBe(0);
    expect(await run(['render', open, '--to', 'md'], b.io)).toBe(0);
    expect(a.out).toEqual(b.out);
    expect(a.out.join('\n')).toContain('## Article 3. Tie-breaks');
  });

  it('writes --out, replaces its own document, refuses another file and the regulation itself', async () => {
    const out = join(dir, 'open.html');
    expect(await run(['render', open, '--to', 'html', '--out', out, '--quiet'], capture().io)).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^<!DOCTYPE html>\n/);
    expect(await run(['render', open, '--to', 'html', '--out', out, '--quiet'], capture().io)).toBe(0);
    const mine = join(dir, 'mine.md');
    writeFileSync(mine, 'my notes\n');
    const refused = capture();
    expect(await run(['render', open, '--out', mine], refused.io)).toBe(1);
    expect(refused.err[0]).toContain('cli/not-regula-output');
    expect(readFileSync(mine, 'utf8')).toBe('my notes\n');
    const self = capture();
    expect(await run(['render', open, '--out', open], self.io)).toBe(1);
    expect(self.err[0]).toContain('Regula never overwrites your file');
    expect(existsSync(join(dir, 'none.md'))).toBe(false);
  });

  it('stops at a regulation with errors, at its line, and at an unknown format', async () => {
    const bad = join(dir, 'bad.regula');
    writeFileSync(bad, 'regulation "Bad"\nrules fide-2026\ntie-breaks\n  1. BHX\n');
    const c = capture();
    expect(await run(['render', bad], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(`${bad}:4:6: error`);
    expect(c.err.join('\n')).toContain('not rendered: the regulation has errors');
    const f = capture();
    expect(await run(['render', open, '--to', 'pdf'], f.io)).toBe(1);
    expect(f.err[0]).toContain('--to must be html or md');
  });
});
