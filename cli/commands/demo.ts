import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { explainSplits, teamStandingsBlock } from '../../io';
import { parseArgs, type ParsedArgs } from '../args';
import { EVALUATION_OPTIONS, runInCli, runRequestOf } from '../run-request';
import type { Io } from '../io';
import type { RegulationChoice } from '../read-regulation';
import { renderRun } from '../render-run';
import { renderTable } from '../render-table';
import { Reporter } from '../report';
import { makeOutputFolder } from '../safe-write';
import { writeRun } from '../write-run';
import { runMatch } from './match';

/** The repository: the nearest folder up from this module with the samples (cli/commands from source, dist/cli from the bundle). */
const ROOT = repositoryRoot(dirname(fileURLToPath(import.meta.url)));

function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'samples', 'tournaments'))) return dir;
    if (dirname(dir) === dir) return join(from, '..', '..');
  }
}
const tournament = (file: string) => join(ROOT, 'samples', 'tournaments', file);
const regulation = (file: string) => join(ROOT, 'samples', 'regulations', file);

/** The bundled samples and what each shows (samples/tournaments/README.md). */
export const DEMO_CASES: { title: string; input: string; options: string[] }[] = [
  {
    title:
      'Virginia GSQT, K-12 section (VCF Rules 2020-21, Enclosure 1): US Chess tie-breaks, VCF Cup points, school teams, SSIT qualification',
    input: tournament('vcf-k12-2021.xlsx'),
    options: [], // the regulation saved on the workbook's Regulation sheet
  },
  {
    title: 'TEC "Exercises in Tie-Breaking", 16 players, 5 rounds: a FIDE 2026 open (capped dummy opponents, lots after the list)',
    input: tournament('tec-exercise-16.trf'),
    options: ['--regulation', regulation('fide-2026-open.regula')],
  },
  {
    title: 'Club championship, double round robin of 8: #6 withdrew after 9 games (the withdrawal rule judged per cycle)',
    input: tournament('club-championship-drr-8.trf'),
    options: ['--regulation', regulation('club-double-round-robin.regula')],
  },
];

/** The team event of the samples: its teams ranked as `regula rank` ranks a TRF with team lines. */
export const DEMO_TEAM_EVENT = {
  title:
    'Riverside Team Swiss, six teams on two boards, 3 rounds (C.07 arts. 11-13): a PAB, a forfeited match; EDET separates two teams by their drawn match',
  input: tournament('team-swiss-6.trf'),
  options: ['--regulation', regulation('fide-2026-team-swiss.regula')],
};

/** The drawn team knock-out matches of the arbiter's handbook ch. 13 (samples/tournaments/README.md). */
export const DEMO_MATCHES = {
  title: "Team knock-out cup (arbiter's handbook ch. 13): Organisers v Players, both matches drawn 3–3 on 6 boards",
  inputs: [tournament('team-ko-match-1.csv'), tournament('team-ko-match-2.csv')],
  regulation: regulation('team-cup-match-tiebreaks.regula'),
};

/** `regula demo`: `regula rank --out` on each bundled sample, with every tie explained, then `regula match` on the matches. */
export async function runDemo(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, ['out-dir'], ['quiet', 'json']);
  const outDir = args.options.get('out-dir') ?? 'out';
  makeOutputFolder(outDir);
  const ranAt = new Date();
  for (const demo of DEMO_CASES) {
    const run = await runInCli(runRequestOf([demo.input], demoArgs(demo), { sections: false }), reporter);
    if (run?.kind !== 'individual') return 1;
    introduce(io, demo.title, run);
    io.out(renderRun(run, 'table'));
    explainTies(io, explainSplits(run.evaluation));
    const out = outputPath(outDir, demo.input);
    if (!(await writeRun(out, run, ranAt, reporter))) return 1;
    io.out(`\nwrote ${out}`);
  }
  const teams = await runInCli(runRequestOf([DEMO_TEAM_EVENT.input], demoArgs(DEMO_TEAM_EVENT), { sections: false }), reporter);
  if (teams?.kind !== 'team') return 1;
  introduce(io, DEMO_TEAM_EVENT.title, teams);
  io.out(renderTable(teamStandingsBlock(teams.evaluation)));
  explainTies(io, explainSplits(teams.evaluation));
  const teamsOut = outputPath(outDir, DEMO_TEAM_EVENT.input);
  if (!(await writeRun(teamsOut, teams, ranAt, reporter))) return 1;
  io.out(`\nwrote ${teamsOut}`);
  io.out(`\n== ${DEMO_MATCHES.title}\n   regulation "Team Cup" (${basename(DEMO_MATCHES.regulation)})`);
  for (const input of DEMO_MATCHES.inputs) {
    const out = outputPath(outDir, input);
    io.out('');
    // The match's "wrote" note would go to stderr; the demo says it on stdout, as for the other samples.
    const quiet = reporter.options.json ? reporter : new Reporter(io, { json: false, quiet: true });
    if ((await runMatch([input, '--regulation', DEMO_MATCHES.regulation, '--out', out], io, quiet)) !== 0) return 1;
    io.out(`\nwrote ${out}`);
  }
  return 0;
}

function demoArgs(demo: { input: string; options: string[] }): ParsedArgs {
  return parseArgs([demo.input, ...demo.options], [...EVALUATION_OPTIONS], []);
}

/** The sample's title, its input and the regulation it is ranked by. */
function introduce(io: Io, title: string, run: { input: { label: string }; regulation: RegulationChoice }): void {
  const { regulation, source } = run.regulation;
  const name = `${regulation.name}${regulation.version ? ` ${regulation.version}` : ''}`;
  io.out(`\n== ${title}\n   ${run.input.label}, regulation "${name}" (${basename(source)})\n`);
}

/** How each tie was resolved, one line a split. */
function explainTies(io: Io, lines: readonly string[]): void {
  io.out(lines.length > 0 ? '\nHow the ties were resolved:' : '\nNo criterion after points: tied players share their places.');
  for (const line of lines) io.out(`  ${line}`);
}

/** DIR/<sample>.xlsx */
function outputPath(outDir: string, input: string): string {
  return join(outDir, basename(input).replace(/\.[^.]+$/, '.xlsx'));
}
