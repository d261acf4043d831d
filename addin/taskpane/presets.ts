import { REGULATION_PRESETS, type RegulationPreset } from '../../engine';

/**
 * Starting points for a regulation (product.md: presets for FIDE / US Chess / FMJD
 * systems): FIDE lists written here, the federation defaults the engine declares
 * (REGULATION_PRESETS: US Chess 34E, FMJD DrA systems) as regulation text, and the VCF
 * sample. Each compiles without errors (test/addin/presets.test.ts); the official edits
 * the name, version and list to match the tournament's own regulations.
 */
export interface Preset {
  id: string;
  label: string;
  text: string;
}

const FIDE_PRESETS: readonly Preset[] = [
  {
    id: 'fide-2026-swiss',
    label: 'FIDE 2026 — Swiss (C.07, individual)',
    text: `regulation "Open" version "2026"
# FIDE C.07 (2026): the recommended list for individual Swiss tournaments (art. 13.1).
rules fide-2026 swiss
tie-breaks
  1. BH/C1
  2. BH
  3. DE
  4. WIN
  5. BPG
  then shared
`,
  },
  {
    id: 'fide-2026-round-robin',
    label: 'FIDE 2026 — round robin',
    text: `regulation "Round robin" version "2026"
# FIDE C.07 (2026) for round robins (art. 13.2): no Buchholz; forfeits count as games (15.2).
rules fide-2026 round robin
tie-breaks
  1. DE
  2. WIN
  3. SB
  4. KS
  then play-off
`,
  },
  {
    id: 'fide-2024-swiss',
    label: 'FIDE 2024 — Swiss (dummy opponent)',
    text: `regulation "Open" version "2024"
rules fide-2024 swiss
tie-breaks
  1. BH/C1
  2. BH
  3. SB
  4. DE
  then shared
`,
  },
];

/** The Virginia GSQT regulation (VCF Rules 2020-21, Enclosure 1; regulation-language.md), for samples/tournaments/vcf-k12-2021.csv. */
const VCF_SAMPLE: Preset = {
  id: 'vcf-gsqt',
  label: 'Sample — VCF GSQT 2020-21 (grand prix, teams, qualification)',
  text: `regulation "VCF Grade School Qualification Tournament" version "2020-21 v1.0(e)"
rules us-chess

scoring
  win 1, draw 1/2, loss 0
  full-point bye 1, half-point bye 1/2, zero-point bye 0

withdrawals
  zero-point bye in round 5 means withdrawn       # not eligible for individual awards

tie-breaks
  1. modified median
  2. solkoff
  3. cumulative
  4. opposition cumulative
  then shared

grand-prix "VCF Cup points"
  let AR  = round(average post-rating of participants)   # 1830.56 -> 1831, 1830.49 -> 1830
  let NoP = count of participants                        # played at least one round
  let SP  = score / rounds                               # every bye counts
  points  = AR * SP * NoP / 1000, shown to 4 decimals
  bonus 3 to clear first                                 # no bonus when first is shared
  no tie-breaks                                          # tied players get equal points

team "School" by column "School Code"
  event score  = sum of best 4 score
  season score = sum of best 4 grand-prix over events
  tie-breaks: solkoff, cumulative, opposition cumulative

qualification "SSIT berths" per section
  places from participants
           <20  20-39  40-59  60-79  80-99  100-119  120-139  140-159  >=160
    K-3    4    5      6      7      8      9        10       10       10
    K-5    4    4      5      6      7      8        9        10       10
    K-8    4    4      5      6      7      8        9        10       10
    K-12   4    5      6      7      8      9        10       10       10
  adjust from average post-rating
           -1       0           +1
    K-3    <500     500-700     >700
    K-5    <650     650-925     >925
    K-8    <900     900-1150    >1150
    K-12   <1150    1150-1450   >1450
  at least 3, at most 10
  skip already qualified from column "Qualified"
  skip playing up, skip withdrawn
`,
};

const TOURNAMENT_WORDS = { swiss: 'swiss', 'round-robin': 'round robin', 'double-round-robin': 'double round robin' } as const;

/** An engine preset as regulation text: name and source, rules, scoring when not 1-½-0, the list, what follows it. */
export function presetText(preset: RegulationPreset): string {
  const p = preset.pointSystem;
  const lines = [`regulation "${preset.title}"`, `# ${preset.source}`];
  if (preset.note) lines.push(`# ${preset.note}`);
  lines.push(`rules ${preset.edition}${preset.tournament ? ` ${TOURNAMENT_WORDS[preset.tournament]}` : ''}`);
  if (p.name !== '1-1/2-0')
    lines.push('scoring', `  win ${p.win.toDecimalString()}, draw ${p.draw.toDecimalString()}, loss ${p.loss.toDecimalString()}`);
  lines.push('tie-breaks', ...preset.tiebreaks.map((spec, i) => `  ${i + 1}. ${spec.text}`));
  const after = preset.after;
  lines.push(
    after.kind === 'lots'
      ? `  then lots seeded "${after.seed}"`
      : after.kind === 'manual'
        ? `  then manual from column "${after.column}"`
        : `  then ${after.kind}`,
  );
  return `${lines.join('\n')}\n`;
}

export const PRESETS: readonly Preset[] = [
  ...FIDE_PRESETS,
  ...REGULATION_PRESETS.map((preset) => ({ id: preset.id, label: preset.title, text: presetText(preset) })),
  VCF_SAMPLE,
];
