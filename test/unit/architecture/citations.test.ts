import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';
import { filesIn } from '../../support/source-files';

// Product code cites what a clone can open: the rule it implements (a C.07 article, a handbook
// chapter, a TRF field, an Office.js page …), a page of docs/, or a public address. Not this
// project's issue numbers, not the design files and seed documents kept outside the repository.
const PRODUCT_FOLDERS = ['addin', 'cli', 'engine', 'dsl', 'io', 'pipeline', 'scripts', 'bench'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|html|json|md|sh)$/;

/** What a citation must not be, with the words a failure says. Each pattern is global (one line at a time). */
const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an issue or pull-request number', pattern: /\b(?:issues?|PRs?|pull requests?)\s*#?\s*\d+(?:\s+items?\s+\d+)?/gi },
  {
    what: "another project's issue without its address",
    pattern:
      /\b(?:Sharly(?:-Chess)?|office-js|exceljs|lichess|lila|scalachess|bbpPairings|TieBreakServer|tournament-organizer|chevrotain)\s+#\d+/gi,
  },
  { what: 'a path outside the repository', pattern: /\.\.\/shared\b|(?<![\w.-])shared\/(?:design|seeds|fixtures|tools)\b|\/work\//g },
  {
    what: 'a design file that is not in the repository',
    pattern: /\bdesign\/[\w-]+\.md\b|(?<![\w/.-])(?:product|regulation-language|regulations-digest|architecture)\.md\b/g,
  },
  {
    what: 'the regulations digest or a seed document (not in the repository)',
    pattern: /\bdigest\s*§|\bseeds?\s+00\d\b|\[SEED-[A-Z]+\]/gi,
  },
];

interface Citation {
  line: number;
  text: string;
  what: string;
}

function citationsIn(source: string): Citation[] {
  const found: Citation[] = [];
  source.split('\n').forEach((text, index) => {
    for (const { what, pattern } of FORBIDDEN)
      for (const match of text.matchAll(pattern)) found.push({ line: index + 1, text: match[0], what });
  });
  return found;
}

describe('architecture: citations a clone can open', () => {
  const files = PRODUCT_FOLDERS.flatMap((folder) => filesIn(folder, (name) => TEXT_FILE.test(name)));
  const byFile = new Map(files.map((file) => [file, citationsIn(readFileSync(join(REPO_ROOT, file), 'utf8'))]));

  it('product code cites no issue number, no design file and no path outside the repository', () => {
    expect(files.length).toBeGreaterThan(400);
    const unexpected: string[] = [];
    for (const [file, citations] of byFile) for (const c of citations) unexpected.push(`${file}:${c.line}: ${c.what}: "${c.text}"`);
    expect(unexpected).toEqual([]);
  });

  it('flags the citations a clone cannot open, and passes the ones it can (the check itself works)', () => {
    const flagged = (line: string) => citationsIn(line).map((c) => c.text);
    expect(flagged(' * The engine thread (issue 8 item 5): reading')).toEqual(['issue 8 item 5']);
    expect(flagged('// added in (issue #12), see PR 40')).toEqual(['issue #12', 'PR 40']);
    expect(flagged(' * (a tournament choice; Sharly #1291)')).toEqual(['Sharly #1291']);
    expect(flagged(' * (../shared/fixtures/trf/README.md)')).toEqual(['../shared']);
    expect(flagged(' * see /work/shared/design/product.md')).toEqual(['/work/', 'shared/design', 'design/product.md']);
    expect(flagged(' * (architecture.md: one catalogue; regulation-language.md "Shape")')).toEqual([
      'architecture.md',
      'regulation-language.md',
    ]);
    expect(flagged(' * (digest §1.5; seed 003) [SEED-ARB]')).toEqual(['digest §', 'seed 003', '[SEED-ARB]']);
    for (const fine of [
      ' * (https://github.com/OfficeDev/office-js/issues/2700, closed "by design")',
      ' * (docs/architecture.md "One registry"; docs/language.md "Formulas")',
      " * the readers keep 100 issues of a code; 'No input issues'",
      "title: 'Club championship: #6 withdrew after 9 games'",
      ' * the drawing of lots: the same seed gives the same draw (FIDE VCL Q204)',
      ' * test/fixtures/trf/README.md, "Also per tournament"',
    ])
      expect(flagged(fine)).toEqual([]);
  });
});
