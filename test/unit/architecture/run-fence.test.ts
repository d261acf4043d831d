/**
 * docs/architecture.md "Layout": what a run means is decided once, in pipeline/run/. ESLint
 * (eslint.config.js, `runDeciding`) forbids cli/ and addin/ the functions that decide a run —
 * the engine's evaluations and decisions, io's readers and sheet additions, the sections'
 * matching — so a door can only rank through runTournament and its helpers. This proves the
 * fence stands: a probe in each door that imports them is refused, name by name, and the same
 * imports in pipeline/ are not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';

const PROBE = (up: string) =>
  [
    `import { evaluate, evaluateArticles, decideMatch } from '${up}engine';`,
    `import { readGrid, readTrfEvent, withPlayOffSheet, matchSections, splitGridBySection, parseCsv } from '${up}io';`,
    `import { rankSection, chooseSection, eventLabel, runTournament } from '${up}pipeline';`,
    'export const used = [evaluate, evaluateArticles, decideMatch, readGrid, readTrfEvent, withPlayOffSheet];',
    'export const also = [matchSections, splitGridBySection, parseCsv, rankSection, chooseSection, eventLabel, runTournament];',
    '',
  ].join('\n');

async function refused(filePath: string, up: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  // The probe's text linted as if it were that door file (addin/ is linted with its type
  // information, which only a file of its project has).
  const [result] = await eslint.lintText(PROBE(up), { filePath: `${REPO_ROOT}/${filePath}` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => /'(\w+)' import from/.exec(m.message)?.[1] ?? m.message)
    .sort();
}

const FORBIDDEN = [
  'chooseSection',
  'decideMatch',
  'evaluate',
  'evaluateArticles',
  'eventLabel',
  'matchSections',
  'rankSection',
  'readGrid',
  'readTrfEvent',
  'splitGridBySection',
  'withPlayOffSheet',
];

describe('the doors rank only through pipeline/run/', () => {
  it('cli/ may not import the run-deciding functions; parseCsv and runTournament stay allowed', async () => {
    expect(await refused('cli/read-input.ts', '../')).toEqual(FORBIDDEN);
  }, 60_000);

  it('addin/ may not either, at any depth', async () => {
    expect(await refused('addin/run/compute-run.ts', '../../')).toEqual(FORBIDDEN);
  }, 60_000);

  it('pipeline/ itself may', async () => {
    expect(await refused('pipeline/run/run-tournament.ts', '../../')).toEqual([]);
  }, 60_000);
});
