import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, parseCriterionSpecifier, type Edition, type Regulation } from '../../engine';
import { explainSplits, formatInputIssue, hasErrors, standingsBlock } from '../../io';
import type { Io } from '../io';
import { readTournamentFile } from '../read-input';
import { renderTable } from '../render-table';

const SAMPLES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'samples', 'tournaments');

interface DemoCase {
  title: string;
  file: string;
  edition: Edition;
  list: string;
  after: Regulation['after'];
}

/** The bundled samples and the lists they are ranked by (samples/tournaments/README.md). */
const CASES: DemoCase[] = [
  {
    title: 'TEC "Exercises in Tie-Breaking", 16 players, 5 rounds — FIDE C.07 (2026), the Open Championship list',
    file: 'tec-exercise-16.trf',
    edition: 'fide-2026',
    list: 'PTS BH/C1 BH SB DE WIN BWG TPN',
    after: { kind: 'lots', seed: 'Open Championship 2026' },
  },
  {
    title: 'The same tournament under the 2024 rules (uncapped dummy opponents): compare BH and SB of #4, #6 and #11',
    file: 'tec-exercise-16.trf',
    edition: 'fide-2024',
    list: 'PTS BH/C1 BH SB DE WIN BWG TPN',
    after: { kind: 'shared' },
  },
  {
    title: 'Virginia GSQT K-12 section (VCF 2020-21, Enclosure 1) — a US Chess wall chart read from CSV, ranked by points',
    file: 'vcf-k12-2021.csv',
    edition: 'us-chess',
    list: 'PTS',
    after: { kind: 'shared' },
  },
];

/** `regula demo`: ranks the bundled sample tournaments and explains every tie. */
export async function runDemo(_argv: readonly string[], io: Io): Promise<number> {
  for (const demo of CASES) {
    const path = join(SAMPLES, demo.file);
    const input = await readTournamentFile(path);
    input.issues.forEach((issue) => io.err(formatInputIssue(issue)));
    if (!input.crosstable || hasErrors(input.issues)) return 1;
    const tiebreaks = demo.list.split(' ').map((text) => {
      const outcome = parseCriterionSpecifier(text);
      if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
      return outcome.spec;
    });
    const evaluation = evaluate(input.crosstable, {
      name: demo.title,
      edition: demo.edition,
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks,
      after: demo.after,
    });
    io.out(`\n== ${demo.title}\n   ${demo.file}, rules ${demo.edition}, list: ${demo.list}\n`);
    io.out(renderTable(standingsBlock(evaluation)));
    const lines = explainSplits(evaluation);
    io.out(lines.length > 0 ? '\nHow the ties were resolved:' : '\nNo criterion after points: tied players share their places.');
    for (const line of lines) io.out(`  ${line}`);
  }
  return 0;
}
