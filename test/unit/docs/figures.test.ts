import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGES, MAX_MESSAGES_PER_CODE } from '../../../cli/report';
import { STALE_AFTER_MS } from '../../../cli/safe-write';
import { MAX_REGULATION_CHARS } from '../../../dsl/parse';
import { MAX_SYNTAX_ERRORS } from '../../../dsl/parser';
import { MAX_COLUMNS, MAX_ROUNDS } from '../../../io/limits';
import { BLOCK_CELLS, FIRST_BLOCK, SHEET_CELLS } from '../../../io';
import { PACKAGE_BOUNDS } from '../../../cli/xlsx-package';
import { SHEET_BOUNDS } from '../../../cli/workbook-input';
import { docText, figure } from '../../support/docs-text';
import { TRF_FIXTURES } from '../../support/fixture-paths';

// The figures the docs quote are the program's own (the agreement counts are asserted where they
// are counted: test/golden/fide-reference.test.ts and cli-compare-expected.test.ts; the measured
// times of performance.md are dated measurements, which tests never assert).

describe('figures quoted in the docs', () => {
  const inputs = docText('docs/inputs.md');
  const cli = docText('docs/cli.md');

  it('the input bounds are the ones the readers enforce', () => {
    expect(cli).toContain(`a TRF with more than ${MAX_ROUNDS} rounds`);
    expect(inputs).toContain(`after round ${MAX_ROUNDS}`);
    expect(inputs).toContain(`beyond round ${MAX_ROUNDS}`);
    expect(inputs).toContain(`beyond column ${figure(MAX_COLUMNS)}`);
    expect(cli).toContain(`a sheet wider than ${figure(MAX_COLUMNS)} columns`);
    expect(inputs).toContain(`a regulation over ${MAX_REGULATION_CHARS / 1024} KB`);
    expect(cli).toContain(`a regulation over ${MAX_REGULATION_CHARS / 1024} KB or with more than ${MAX_SYNTAX_ERRORS} syntax errors`);
    expect(inputs).toContain(`more than ${MAX_SYNTAX_ERRORS} syntax errors`);
  });

  it('the bounds of a workbook and of a sheet read from its cells are the ones the doors enforce', () => {
    const MB = 1024 * 1024;
    expect(inputs).toContain(`at most ${figure(PACKAGE_BOUNDS.parts)} parts, each inflating to at most **${PACKAGE_BOUNDS.partBytes / MB} MB**, **${PACKAGE_BOUNDS.totalBytes / MB} MB** in all`);
    expect(inputs).toContain(`may pass **${figure(SHEET_BOUNDS.textBytes)} bytes**`);
    expect(inputs).toContain(`at most **${figure(SHEET_BOUNDS.cells)} rows and cells**`);
    expect(inputs).toContain(`may hold at most **${figure(SHEET_BOUNDS.elements)} elements** in all`);
    expect(inputs).toContain(`within the first ${figure(FIRST_BLOCK.rows)} rows and ${FIRST_BLOCK.columns} columns`);
    expect(inputs).toContain(`holds at most ${figure(BLOCK_CELLS)} cells`);
    expect(inputs).toContain(`More than ${figure(SHEET_CELLS)} cells read from a sheet is refused`);
  });

  it('the message bounds and the age of a stale temporary file are the ones the CLI keeps', () => {
    expect(cli).toContain(`a run lists the first ${MAX_MESSAGES_PER_CODE} messages of each code and ${figure(MAX_MESSAGES)} in all`);
    expect(inputs).toContain(`the first ${MAX_MESSAGES_PER_CODE} of each code (${figure(MAX_MESSAGES)} in all)`);
    expect(STALE_AFTER_MS).toBe(24 * 60 * 60 * 1000);
    expect(cli).toContain('(or the file is a day old)');
  });

  it('the corpus is as large as docs/verification.md says', () => {
    const tournaments = readdirSync(TRF_FIXTURES).filter((f) => f.endsWith('.trf')).length;
    expect(docText('docs/verification.md')).toContain(`${tournaments} tournaments`);
  });
});
