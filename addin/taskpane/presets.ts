import { REGULATION_PRESETS, type RegulationPreset, pushAll } from '../../engine';
import clubDoubleRoundRobin from '../../samples/regulations/club-double-round-robin.regula';
import fide2026Open from '../../samples/regulations/fide-2026-open.regula';
import fide2026TeamSwiss from '../../samples/regulations/fide-2026-team-swiss.regula';
import indiaUnder11 from '../../samples/regulations/india-under-11-2012.regula';
import teamCup from '../../samples/regulations/team-cup-match-tiebreaks.regula';
import vcfGsqt from '../../samples/regulations/vcf-grade-school-qualifier-2020-21.regula';
import type { PaneStrings } from '../strings';

/**
 * Starting points for a regulation, one per system a federation publishes: the federation
 * lists the engine declares (REGULATION_PRESETS: FIDE's recommended lists, US Chess 34E,
 * FMJD DrA systems) as regulation text, and the sample
 * regulations of samples/regulations. Each compiles without errors (test/addin/presets.test.ts); the official edits
 * the name, version and list to match the tournament's own regulations.
 */
export interface Preset {
  id: string;
  /** The name the preset menu shows, in the pane's language: a sample's is translated, an engine preset's is its title. */
  label: (words: PaneStrings) => string;
  text: string;
}

/** Regulations of our sources as they stand in samples/regulations (bundled as text); the engine's presets are named by their titles. */
type Sample = keyof PaneStrings['regulation']['samples'];
const sample = (id: string, name: Sample, text: string): Preset => ({ id, label: (words) => words.regulation.samples[name], text });
const SAMPLES: readonly Preset[] = [
  sample('sample-fide-2026-open', 'fide2026Open', fide2026Open),
  sample('sample-vcf-gsqt', 'vcfGsqt', vcfGsqt),
  sample('sample-club-drr', 'clubDoubleRoundRobin', clubDoubleRoundRobin),
  sample('sample-india-u11-2012', 'indiaUnder11', indiaUnder11),
  sample('sample-fide-2026-team-swiss', 'fide2026TeamSwiss', fide2026TeamSwiss),
  sample('sample-team-cup', 'teamCup', teamCup),
];

const TOURNAMENT_WORDS = { swiss: 'swiss', 'round-robin': 'round robin', 'double-round-robin': 'double round robin' } as const;

/** An engine preset as regulation text: name and source, rules, scoring when not 1-½-0, the list, what follows it. */
export function presetText(preset: RegulationPreset): string {
  const p = preset.pointSystem;
  const lines = [`regulation "${preset.title}"`, `# ${preset.source}`];
  if (preset.note) lines.push(`# ${preset.note}`);
  lines.push(`rules ${preset.edition}${preset.tournament ? ` ${TOURNAMENT_WORDS[preset.tournament]}` : ''}`);
  if (p.name !== '1-1/2-0')
    lines.push('scoring', `  win ${p.win.toDecimalString()}, draw ${p.draw.toDecimalString()}, loss ${p.loss.toDecimalString()}`);
  lines.push('tie-breaks');
  pushAll(
    lines,
    preset.tiebreaks.map((spec, i) => `  ${i + 1}. ${spec.text}`),
  );
  const after = preset.after;
  lines.push(
    after.kind === 'lots'
      ? `  then lots${after.seed === undefined ? '' : ` seeded "${after.seed}"`}`
      : after.kind === 'manual'
        ? `  then manual from column "${after.column}"`
        : `  then ${after.kind}`,
  );
  return `${lines.join('\n')}\n`;
}

export const PRESETS: readonly Preset[] = [
  ...REGULATION_PRESETS.map((preset) => ({ id: preset.id, label: () => preset.title, text: presetText(preset) })),
  ...SAMPLES,
];
