/**
 * The one entry of a run (pipeline/run/, docs/architecture.md "The run"), tested as both doors
 * use it: a tournament as text, as a CSV file's text or as a workbook's cells, a regulation
 * given, saved or written out from a list, and the outcome — what was read, what was said in
 * order, why it stopped, what was ranked. The samples' sources are in samples/tournaments/README.md
 * and samples/regulations/README.md; the door tests (test/unit/cli, test/addin) prove each door
 * calls this entry, and the last test here that the CLI's JSON is this run's standings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as cliRun } from '../../../cli/main';
import { parseCsv } from '../../../io';
import { runTournament, type RegulationRequest, type RunInput, type RunOutcome, type TournamentSource } from '../../../pipeline';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const SAMPLES = join(REPO_ROOT, 'samples');
const tournament = (name: string) => join(SAMPLES, 'tournaments', name);
const regulationText = (name: string) => readFileSync(join(SAMPLES, 'regulations', name), 'utf8');

function input(file: string, source: TournamentSource, extra: Partial<RunInput<object>> = {}): RunInput<object> {
  return { source, file, name: file.split('/').pop()!, facts: {}, ...extra };
}
const trf = (name: string) =>
  input(tournament(name), { kind: 'text', file: tournament(name), text: readFileSync(tournament(name), 'latin1') });
const csv = (name: string) =>
  input(tournament(name), { kind: 'csv', text: readFileSync(tournament(name), 'utf8'), sheet: name.replace(/\.csv$/, '') });
/** A CSV file's rows as the cells of one sheet of a workbook: what the add-in hands the run. */
const sheet = (name: string, sheetName: string, extra: Partial<RunInput<object>> = {}) =>
  input(
    sheetName,
    {
      kind: 'workbook',
      sheets: [
        {
          area: { sheet: sheetName, origin: { row: 1, column: 1 }, values: parseCsv(readFileSync(tournament(name), 'utf8')) },
          named: false,
        },
      ],
    },
    extra,
  );

const LIST: RegulationRequest = { kind: 'list' };
const ranAt = new Date('2026-12-02T12:00:00Z');

async function rank(inputs: RunInput<object>[], regulation: RegulationRequest = LIST, more: { section?: string; event?: string } = {}) {
  return runTournament({ inputs, regulation, ranAt, sections: true, ...more });
}

const said = (outcome: RunOutcome<unknown>) =>
  outcome.messages.map((m) => (m.kind === 'note' || m.kind === 'warning' || m.kind === 'error' ? `${m.kind} ${m.code}` : m.kind));

function individual(outcome: RunOutcome<unknown>) {
  expect(outcome.stop).toBeUndefined();
  if (outcome.run?.kind !== 'individual') throw new Error(`not a run of players: ${outcome.run?.kind}`);
  return outcome.run;
}

function names(run: ReturnType<typeof individual>) {
  const players = new Map(run.evaluation.crosstable.players.map((p) => [p.id, p.name]));
  return run.evaluation.standings.map((s) => `${s.rank} ${players.get(s.player)}`);
}

describe('runTournament: reading', () => {
  it('ranks a TRF by points when nothing is asked, and says which edition and why', async () => {
    const outcome = await rank([trf('tec-exercise-16.trf')]);
    const run = individual(outcome);
    // The TEC exercise (samples/tournaments/README.md): Brown alone on 4, four players on 3½.
    expect(names(run).slice(0, 5)).toEqual(['1 Brown, Bruno', '2 Adams, Alice', '2 Costa, Clara', '2 Dahl, David', '2 Petrov, Pavel']);
    expect(run.evaluation.crosstable.players).toHaveLength(16);
    expect(run.from).toBe('list');
    expect(run.input.format).toBe('TRF');
    expect(said(outcome)).toEqual(['note cli/edition']);
    expect(outcome.messages[0]).toMatchObject({ message: 'note: rules fide-2026 (no start date in the file); --edition overrides' });
  });

  it('reads the same wall chart alike as a CSV file and as a workbook sheet, and says what it read', async () => {
    const regulation: RegulationRequest = {
      kind: 'text',
      text: regulationText('vcf-grade-school-qualifier-2020-21.regula'),
      source: 'vcf.regula',
    };
    const fromCsv = await rank([csv('vcf-k12-2021.csv')], regulation);
    const fromSheet = await rank([sheet('vcf-k12-2021.csv', 'K-12')], regulation);
    expect(names(individual(fromSheet))).toEqual(names(individual(fromCsv)));
    expect(individual(fromCsv).input.label).toBe('vcf-k12-2021.csv');
    expect(individual(fromSheet).input.label).toBe("K-12 'K-12'");
    const read = fromCsv.messages.find((m) => m.kind === 'note' && m.code === 'cli/read');
    expect(read).toMatchObject({ message: 'note: read vcf-k12-2021.csv: us-wall-chart layout, header in row 2, 16 players, 5 rounds' });
    // The sheet named like a row of the per-section qualification table chooses it (pipeline/event-options.ts).
    expect(individual(fromSheet).section).toBe('K-12');
    expect(individual(fromCsv).section).toBeUndefined();
  });

  it('ranks a team TRF as a team event', async () => {
    const outcome = await rank([trf('team-swiss-6.trf')], {
      kind: 'text',
      text: regulationText('fide-2026-team-swiss.regula'),
      source: 'team.regula',
    });
    expect(outcome.stop).toBeUndefined();
    expect(outcome.run?.kind).toBe('team');
    expect(outcome.reading?.kind).toBe('team');
  });
});

describe('runTournament: the regulation chosen', () => {
  const saved = { text: regulationText('vcf-grade-school-qualifier-2020-21.regula'), source: "k12.xlsx 'Regulation'" };

  it('takes the regulation saved in the workbook when nothing else is asked, and says so', async () => {
    const outcome = await rank([sheet('vcf-k12-2021.csv', 'Crosstable', { saved })]);
    const run = individual(outcome);
    expect(run.from).toBe('saved');
    expect(run.regulation.regulation.name).toBe('VCF Grade School Qualification Tournament');
    expect(said(outcome)).toContain('note cli/saved-regulation');
  });

  it('a list asked for overrides the saved regulation; a regulation given overrides both', async () => {
    const listed = individual(await rank([sheet('vcf-k12-2021.csv', 'Crosstable', { saved })], { kind: 'list', criteria: 'PTS BH' }));
    expect(listed.from).toBe('list');
    expect(listed.evaluation.columns.map((c) => c.header)).toEqual(['PTS', 'BH']);
    const given = { kind: 'text' as const, text: 'regulation "Points"\nrules fide-2026\n', source: 'points.regula' };
    const ran = individual(await rank([sheet('vcf-k12-2021.csv', 'Crosstable', { saved })], given));
    expect(ran.from).toBe('given');
    expect(ran.regulation.regulation.name).toBe('Points');
  });

  it('names the event as asked, else by the crosstable, else by the sheet', async () => {
    const asked = individual(await rank([trf('tec-exercise-16.trf')], LIST, { event: 'Club open' }));
    expect(asked.event).toBe('Club open');
    const own = individual(await rank([trf('tec-exercise-16.trf')]));
    expect(own.event).toBe('TEC Exercises in Tie-Breaking (16 players)');
  });
});

describe('runTournament: why nothing was ranked', () => {
  it('a regulation with errors stops the run before the input is read', async () => {
    const outcome = await rank([trf('tec-exercise-16.trf')], {
      kind: 'text',
      text: 'regulation "Broken"\nrules fide-1999\n',
      source: 'broken.regula',
    });
    expect(outcome.stop).toEqual({ code: 'regulation-errors', message: 'broken.regula' });
    expect(outcome.reading).toBeUndefined();
    expect(outcome.messages.every((m) => m.kind === 'regulation')).toBe(true);
  });

  it('an input with errors stops it, its issues said at their cells', async () => {
    const bad = join(REPO_ROOT, 'test', 'golden', 'bad-input', 'grid', '01-us-unknown-token.csv');
    const outcome = await rank([input(bad, { kind: 'csv', text: readFileSync(bad, 'utf8'), sheet: 'bad' })]);
    expect(outcome.stop).toEqual({ code: 'input-errors', message: 'the crosstable has errors' });
    const issues = outcome.messages.flatMap((m) => (m.kind === 'input' ? [m.issue] : []));
    expect(issues.some((i) => i.severity === 'error' && i.location.kind === 'cell' && i.location.sheet === 'bad')).toBe(true);
    expect(outcome.run).toBeUndefined();
  });

  it('a request that cannot be run is a usage stop, in the words of a usage error', async () => {
    const list = await rank([trf('tec-exercise-16.trf')], { kind: 'list', criteria: 'PTS, FOO' });
    expect(list.stop?.code).toBe('usage');
    expect(list.stop?.message).toMatch(/^--criteria "FOO": /);
    const edition = await rank([trf('tec-exercise-16.trf')], { kind: 'list', edition: 'fide-1999' });
    expect(edition.stop?.message).toMatch(/^--edition must be one of fide-2026/);
    const two = await rank([trf('tec-exercise-16.trf'), trf('club-championship-drr-8.trf')]);
    expect(two.stop).toEqual({
      code: 'usage',
      message: 'several TRF files are ranked as the sections of one event: give the regulation naming them (--regulation)',
    });
  });

  it('a command that takes one section refuses a regulation with sections', async () => {
    const regulation: RegulationRequest = { kind: 'text', text: regulationText('chicago-open-2014.regula'), source: 'chicago.regula' };
    const outcome = await runTournament({ inputs: [csv('chicago-open-2014-sections.csv')], regulation, ranAt, sections: false });
    expect(outcome.stop?.code).toBe('usage');
    expect(outcome.stop?.message).toMatch(/^the regulation names 9 sections/);
  });
});

describe('runTournament: an event in sections', () => {
  it('ranks each section of a CSV with a Section column on its own, in the regulation’s order', async () => {
    const regulation: RegulationRequest = { kind: 'text', text: regulationText('chicago-open-2014.regula'), source: 'chicago.regula' };
    const outcome = await rank([csv('chicago-open-2014-sections.csv')], regulation);
    expect(outcome.stop).toBeUndefined();
    if (outcome.run?.kind !== 'sections') throw new Error('not sections');
    const parts = outcome.run.parts;
    expect(parts.map((p) => p.name)).toEqual([
      'Open',
      'Under 2300/Unrated',
      'Under 2100',
      'Under 1900',
      'Under 1700',
      'Under 1500',
      'Under 1300',
      'Under 1000/Unrated',
      'Unrated/Provisional',
    ]);
    expect(parts[0]!.evaluation.crosstable.players).toHaveLength(10);
    expect(parts.every((p) => p.input.label.startsWith('chicago-open-2014-sections.csv section '))).toBe(true);
  });
});

describe('the CLI ranks through it', () => {
  it('`regula rank --format json` holds the run’s standings, place for place', async () => {
    const outcome = await rank([trf('tec-exercise-16.trf')], { kind: 'list', criteria: 'PTS BH SB' });
    const run = individual(outcome);
    const c = capture();
    expect(await cliRun(['rank', tournament('tec-exercise-16.trf'), '--criteria', 'PTS BH SB', '--format', 'json', '--quiet'], c.io)).toBe(
      0,
    );
    const json = JSON.parse(c.out.join('\n')) as { rank: Record<string, number> };
    expect(Object.fromEntries(run.evaluation.standings.map((s) => [String(s.player), s.rank]))).toEqual(json.rank);
  });
});
