/**
 * Starting points for a regulation (product.md: presets for FIDE / US Chess / FMJD
 * systems). Each compiles without errors (test/addin/presets.test.ts); the official
 * edits the name, version and list to match the tournament's own regulations.
 */
export interface Preset {
  id: string;
  label: string;
  text: string;
}

export const PRESETS: readonly Preset[] = [
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
  {
    id: 'us-chess',
    label: 'US Chess — 34E order',
    text: `regulation "US Chess event" version "34E"
# US Chess Rule 34E: unplayed games of opponents count a draw (34E1).
rules us-chess swiss
tie-breaks
  1. BH/M1
  2. BH
  3. PS
  4. KS
  then shared
`,
  },
  {
    id: 'fmjd',
    label: 'FMJD — draughts Swiss',
    text: `regulation "Draughts open" version "FMJD"
rules fmjd swiss
scoring
  win 2, draw 1, loss 0
tie-breaks
  1. BH
  2. BH/C1
  3. SB
  then shared
`,
  },
  {
    id: 'vcf-k12',
    label: 'Sample — VCF K-12 (samples/tournaments/vcf-k12-2021.csv)',
    text: `regulation "VCF K-12 GSQT" version "2020-21"
rules fide-2026 swiss
tie-breaks
  1. BH/C1
  2. BH
  3. SB
  then shared
`,
  },
];
