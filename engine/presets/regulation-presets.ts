import {
  DEFAULT_UNPLAYED_OPTIONS,
  type AfterTiebreaks,
  type CriterionSpec,
  type Edition,
  type PointSystem,
  type Regulation,
  type TournamentType,
} from '../model';
import { DRAUGHTS, STANDARD } from '../scoring';
import { parseCriterionSpecifier } from '../tiebreaks';

/**
 * A named regulation a federation publishes as its default (FIDE, US Chess, FMJD): engine data, so the command line, the language and
 * the add-in offer the same ones.
 */
export interface RegulationPreset {
  id: string;
  title: string;
  /** Where the list comes from. */
  source: string;
  edition: Edition;
  pointSystem: PointSystem;
  tournament?: TournamentType;
  /** The tie-breaks after points (points always rank first). */
  tiebreaks: CriterionSpec[];
  after: AfterTiebreaks;
  /** What the source says beyond the list. */
  note?: string;
}

/** The column the DrA presets' manual tie-break reads (DrA keeps it in the tournament settings). */
export const PRESET_MANUAL_COLUMN = 'Manual tie-break';

const spec = (code: string): CriterionSpec => ({ code, text: code });
/** A list item in the handbook's notation (BH/C1); the presets' tests prove every one reads. */
const parseSpec = (text: string): CriterionSpec => {
  const outcome = parseCriterionSpecifier(text);
  if (!outcome.ok) throw new Error(`preset criterion ${text}: ${outcome.message}`);
  return outcome.spec;
};
const manual: CriterionSpec = { code: 'MAN', column: PRESET_MANUAL_COLUMN, text: `manual from column "${PRESET_MANUAL_COLUMN}"` };
const DRA = 'FMJD "DrA" program, "Default Swiss Systems in DrA Menu"';

/*
 * FIDE's current C.07 prescribes no list per tournament type (4.1: the organiser chooses,
 * the chief arbiter completes); its superseded recommendations (Handbook C.02 2017/2019,
 * art. 13) are the lists arbiters still start from.
 */
const FIDE_2019 = 'FIDE Handbook C.02 (2017/2019) art. 13, recommended tie-breaks (superseded)';

export const REGULATION_PRESETS: readonly RegulationPreset[] = [
  {
    id: 'fide-swiss',
    title: 'FIDE individual Swiss (2019 recommended list)',
    source: `${FIDE_2019}: individual Swiss`,
    edition: 'fide-2026',
    pointSystem: STANDARD,
    tournament: 'swiss',
    tiebreaks: ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'].map(parseSpec),
    after: { kind: 'shared' },
    note: 'C.07 (2026) 4.2: ties left after the list are drawn by lots unless the regulations say they stand; STD, TPN and RTNG exist to avoid lots.',
  },
  {
    id: 'fide-round-robin',
    title: 'FIDE individual round robin (2019 recommended list)',
    source: `${FIDE_2019}: individual round robin`,
    edition: 'fide-2026',
    pointSystem: STANDARD,
    tournament: 'round-robin',
    tiebreaks: ['DE', 'WIN', 'SB', 'KS'].map(spec),
    after: { kind: 'play-off' },
    note: 'C.07 (2026) 15.2: forfeits count as games; the Buchholz family is not used in round robins.',
  },
  {
    id: 'us-chess',
    title: 'US Chess default tie-breaks',
    source: 'US Chess Official Rules (7th ed.) 34E: "players will expect" modified median, Solkoff, cumulative, cumulative of opposition',
    edition: 'us-chess',
    pointSystem: STANDARD,
    tournament: 'swiss',
    tiebreaks: ['MMED', 'SOLK', 'CUM', 'OCUM'].map(spec),
    after: { kind: 'shared' },
    note: 'Indivisible prizes: speed play-off (34E12), then a coin flip (34E13), when the organiser provides them; cash prizes are shared.',
  },
  {
    id: 'fmjd-standard-swiss',
    title: 'Standard FMJD Swiss (DrA system 1)',
    source: `${DRA}, system 1`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'swiss',
    tiebreaks: [...['STS', 'SPLUS', 'SBAL', 'FTS'].map(spec), manual],
    after: { kind: 'shared' },
  },
  {
    id: 'fmjd-truncated-solkoff',
    title: 'FMJD Swiss on truncated Solkoff (DrA system 2)',
    source: `${DRA}, system 2`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'swiss',
    tiebreaks: [spec('FTS'), manual],
    after: { kind: 'shared' },
  },
  {
    id: 'fmjd-median-solkoff',
    title: 'FMJD Swiss on median Solkoff (DrA system 3)',
    source: `${DRA}, system 3`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'swiss',
    tiebreaks: [spec('MSOL'), spec('FTS'), manual],
    after: { kind: 'shared' },
  },
  {
    id: 'fmjd-rating',
    title: 'FMJD on rating (DrA system 4)',
    source: `${DRA}, system 4`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'swiss',
    tiebreaks: [spec('FARO'), manual],
    after: { kind: 'shared' },
  },
  {
    id: 'fmjd-manual-swiss',
    title: 'Manual (Swiss) (DrA system 5)',
    source: `${DRA}, system 5`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'swiss',
    tiebreaks: [],
    after: { kind: 'shared' },
    note: 'The tie-break list is open: the organiser chooses it.',
  },
  {
    id: 'fmjd-manual-round-robin',
    title: 'Manual (Round Robin) (DrA system 6)',
    source: `${DRA}, system 6 (its default values)`,
    edition: 'fmjd',
    pointSystem: DRAUGHTS,
    tournament: 'round-robin',
    tiebreaks: [...['WIN', 'DE', 'BRBO'].map(spec), manual],
    after: { kind: 'shared' },
    note: 'The list is open; these are DrA’s default values.',
  },
];

export function findPreset(id: string): RegulationPreset | undefined {
  return REGULATION_PRESETS.find((p) => p.id === id.trim().toLowerCase());
}

/** The preset as a regulation the engine evaluates: points first, then its list. */
export function regulationFromPreset(preset: RegulationPreset): Regulation {
  const regulation: Regulation = {
    name: preset.title,
    edition: preset.edition,
    pointSystem: preset.pointSystem,
    unplayed: DEFAULT_UNPLAYED_OPTIONS,
    tiebreaks: [spec('PTS'), ...preset.tiebreaks],
    after: preset.after,
  };
  if (preset.tournament) regulation.tournament = preset.tournament;
  return regulation;
}
