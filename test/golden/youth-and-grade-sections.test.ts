/**
 * Two real events in many sections (docs/language.md "Sections"), each ranked on an invented multi-section
 * crosstable (samples/tournaments/README.md; scripts/sections-sample.ts, a fixed seed):
 * - samples/regulations/world-youth-cadets-2015.regula — the World Youth & Cadets Championships
 *   2015, twelve sections (open and girls, U8 to U18; invitation art. 2.1), FIDE 2009 rules;
 * - samples/regulations/grade-nationals.regula — the US Chess National K-12 Grade Championships,
 *   thirteen grade sections, US Chess rule 34E tie-breaks.
 * The values below are worked by hand from the CSV rows (comments), and the JSON validates
 * against docs/sections.schema.json.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { formatRegulation } from '../../dsl';
import type { SectionsJson } from '../../io';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const read = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'docs', name), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(read('standings.schema.json'));
const validate = ajv.compile(read('sections.schema.json'));

async function rankSections(regulation: string, csv: string): Promise<SectionsJson> {
  const c = capture();
  const args = [join(REPO_ROOT, 'samples', 'tournaments', csv), '--regulation', join(REPO_ROOT, 'samples', 'regulations', regulation)];
  expect(await run(['rank', ...args, '--format', 'json', '--quiet'], c.io), c.err.join('\n')).toBe(0);
  const document = JSON.parse(c.out.join('')) as SectionsJson;
  expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  return document;
}

const top = (json: SectionsJson, section: string, count: number) => {
  const standings = json.sections.find((s) => s.name === section)!.standings;
  return standings.standings.slice(0, count).map((s) => [s.rank, s.no, s.name, ...standings.players[String(s.no)]!, s.decidedBy]);
};

describe('the World Youth & Cadets Championships 2015 in twelve sections', () => {
  it('is in canonical layout', () => {
    const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'world-youth-cadets-2015.regula'), 'utf8');
    expect(formatRegulation(text).text).toBe(text);
  });

  it('ranks each of the twelve sections on its own, with its medals', async () => {
    const json = await rankSections('world-youth-cadets-2015.regula', 'world-youth-2015-sections.csv');
    expect(json.sections.map((s) => `${s.name} ${s.standings.standings.length}`)).toEqual([
      'Open U8 8',
      'Girls U8 7',
      'Open U10 11',
      'Girls U10 9',
      'Open U12 9',
      'Girls U12 7',
      'Open U14 12',
      'Girls U14 9',
      'Open U16 10',
      'Girls U16 7',
      'Open U18 8',
      'Girls U18 9',
    ]);
    // Open U8: Isle 5½ alone; Fischer and Archer 4½ with BH 23½ and BH/C1 22 each (Gambit's 1½ cut),
    // split by SB: Fischer W1 4½ + D5 2¾ + W4 2½ + D3 1½ + D6 2 + D8 1¼ + D7 ¾ = 15¼;
    // Archer D6 2 + W7 1½ + D8 1¼ + D5 2¾ + W3 3 + W4 2½ = 13.
    expect(top(json, 'Open U8', 3)).toEqual([
      [1, 5, 'Isle, Eli', 5.5, 21, 22.5, 16.5, 'PTS'],
      [2, 2, 'Fischer, Ben', 4.5, 22, 23.5, 15.25, 'SB'],
      [3, 1, 'Archer, Ava', 4.5, 22, 23.5, 13, 'SB'],
    ]);
    const medals = json.sections[0]!.prizes!.map((p) => `${p['No']} ${p['Trophy']}`);
    expect(medals).toEqual(['5 Gold medal', '2 Silver medal', '1 Bronze medal']);
  });
});

describe('the National K-12 Grade Championships in thirteen grade sections', () => {
  it('is in canonical layout', () => {
    const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'grade-nationals.regula'), 'utf8');
    expect(formatRegulation(text).text).toBe(text);
  });

  it('ranks each grade on its own by modified median, Solkoff, cumulative and opposition cumulative', async () => {
    const json = await rankSections('grade-nationals.regula', 'grade-nationals-sections.csv');
    expect(json.sections.map((s) => s.name)).toEqual(['Kindergarten', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`)]);
    // Kindergarten: three on 5/7, the same modified median 22½ (over 50 %: the lowest opponent, Lasker's ½, cut)
    // and Solkoff 23 (3½ + 3½ + 5 + 2½ + 5 + ½ + 3 for Fischer); cumulative (34E3) decides:
    // Fischer W W D W L W D → 1 + 2 + 2½ + 3½ + 3½ + 4½ + 5 = 22; Isle W W D D W L W → 21½; Knight L D D W W W W → 15½.
    expect(top(json, 'Kindergarten', 3)).toEqual([
      [1, 2, 'Fischer, Ben', 5, 22.5, 23, 22, 90, 'cumulative'],
      [2, 5, 'Isle, Eli', 5, 22.5, 23, 21.5, 90.5, 'cumulative'],
      [3, 3, 'Knight, Cara', 5, 22.5, 23, 15.5, 96.5, 'cumulative'],
    ]);
    expect(json.sections.every((s) => s.prizes!.filter((p) => p['Trophy'] === 'Trophy').length === 3)).toBe(true);
  });
});
