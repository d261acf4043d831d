import { join } from 'node:path';
import { REPO_ROOT } from './fixture-paths';

/**
 * Every command that writes a file, as a user runs it, with the output's name in a folder the
 * test chooses: the outputs' fault tests and the fuzz suite's output target run each of them on
 * a full disk, a special file, a write error.
 */
export interface OutputCommand {
  name: string;
  /** The output's name in the folder (for demo: the folder's first file). */
  file: string;
  argv(folder: string): string[];
}

const tournament = (name: string) => join(REPO_ROOT, 'samples', 'tournaments', name);
const regulation = (name: string) => join(REPO_ROOT, 'samples', 'regulations', name);
const TEC = tournament('tec-exercise-16.trf');
const LIST = ['--criteria', 'PTS BH SB', '--edition', 'fide-2026'];

const command = (name: string, file: string, argv: (out: string, folder: string) => string[]): OutputCommand => ({
  name,
  file,
  argv: (folder) => argv(join(folder, file), folder),
});

export const OUTPUT_COMMANDS: readonly OutputCommand[] = [
  command('rank --out .xlsx', 'standings.xlsx', (out) => ['rank', TEC, ...LIST, '--out', out]),
  command('rank --out .json', 'standings.json', (out) => ['rank', TEC, ...LIST, '--out', out]),
  command('rank --out .csv', 'standings.csv', (out) => ['rank', TEC, ...LIST, '--out', out]),
  command('rank of a workbook --out .xlsx (a copy)', 'vcf.xlsx', (out) => ['rank', tournament('vcf-k12-2021.xlsx'), '--out', out]),
  command('report', 'report.html', (out) => ['report', TEC, ...LIST, '--out', out, '--time', '2026-01-01T00:00:00Z']),
  command('render', 'regulation.md', (out) => ['render', regulation('fide-2026-open.regula'), '--out', out]),
  command('convert --to trf', 'event.trf', (out) => ['convert', TEC, '--to', 'trf', '--out', out]),
  command('convert --to csv', 'event.csv', (out) => ['convert', TEC, '--to', 'csv', '--out', out]),
  // A converted workbook has no mark of Regula's on its sheets: it is replaced with --force.
  command('convert --to xlsx', 'event.xlsx', (out) => ['convert', TEC, '--to', 'xlsx', '--out', out, '--force']),
  command('match', 'match.xlsx', (out) => [
    'match',
    tournament('team-ko-match-1.csv'),
    '--regulation',
    regulation('team-cup-match-tiebreaks.regula'),
    '--out',
    out,
  ]),
  command('demo', 'vcf-k12-2021.xlsx', (_out, folder) => ['demo', '--out-dir', folder]),
];
