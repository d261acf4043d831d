/**
 * The record codes (columns 1–3) a TRF file may hold: TRF-16 (C.04 Annex 2), the TRFx
 * extensions of JaVaFo/bbpPairings, TRF-2025/2026 and TieBreakServer's experimental
 * records. A code outside this list is reported as unknown.
 */

/** Header records kept in `crosstable.meta`, under these names; the writer writes them back. */
export const HEADER_RECORDS: readonly { code: string; key: string; repeatable?: boolean }[] = [
  { code: '012', key: 'name' },
  { code: '022', key: 'city' },
  { code: '032', key: 'federation' },
  { code: '042', key: 'startDate' },
  { code: '052', key: 'endDate' },
  { code: '062', key: 'playerCount' },
  { code: '072', key: 'ratedPlayerCount' },
  { code: '082', key: 'teamCount' },
  { code: '102', key: 'chiefArbiter' },
  { code: '112', key: 'deputyArbiters', repeatable: true }, // one line per deputy: joined by newlines
  { code: '122', key: 'timeControl' },
  { code: '132', key: 'roundDates' }, // dates from column 92, 10 characters each: kept as written
  { code: '152', key: 'initialColour' },
  { code: '172', key: 'nationalRating' },
  { code: '182', key: 'pairingController' },
  { code: '192', key: 'typeCode' },
  { code: '202', key: 'tieBreaks' },
  { code: '212', key: 'standingsOrder' },
  { code: '222', key: 'encodedTimeControl' },
  { code: 'XXC', key: 'pairingConfiguration' },
];

/** Records read into the crosstable itself (players, type, rounds, scoring). */
export const STRUCTURAL_RECORDS = ['001', '092', '142', 'XXR', 'XXS', '162'] as const;

/**
 * Records that only matter to a pairing program (next-round byes and absences, accelerations,
 * forbidden pairs, comments): accepted and left alone, they do not change a result. A team
 * file reads its 240 byes (TEAM_RECORDS): there they give teams their byes.
 */
export const PAIRING_ONLY_RECORDS = ['###', '240', '250', '260', 'XXA', 'XXZ', 'XXP', 'XXW', 'ACC'] as const;

/**
 * Records that would change results or the structure but that an individual crosstable
 * cannot hold: team sections and team results (013, 300, 310, 320, 330, 340, 352, 362, 801,
 * 802, TSE), abnormal point assignments (299) and TieBreakServer's experimental bye and
 * forfeit records. Reported as unsupported (warning), never silently applied.
 */
export const UNSUPPORTED_RECORDS = [
  '013',
  '299',
  '300',
  '310',
  '320',
  '330',
  '340',
  '352',
  '362',
  '801',
  '802',
  'TSE',
  'PAB',
  'FPB',
  'HPB',
  'ZPB',
  'MFO',
  'DFM',
  'FID',
] as const;

/**
 * The team records readTeamTrf reads: TRF-16 013 teams; TRF-2026 240 team
 * byes, 299 point assignments, 300 out-of-order line-ups, 310 teams, 320 team PABs, 330 forfeited
 * matches, 352 board colours (the number of boards), 362 team match points, 802 team results (checked only).
 */
export const TEAM_RECORDS = ['013', '240', '299', '300', '310', '320', '330', '352', '362', '802'] as const;

const KNOWN = new Set<string>([
  ...HEADER_RECORDS.map((r) => r.code),
  ...STRUCTURAL_RECORDS,
  ...PAIRING_ONLY_RECORDS,
  ...UNSUPPORTED_RECORDS,
]);

/**
 * Why a known record is left unapplied, in the warning's words (TRF-16 C.04 Annex 2; TRF-2026,
 * FIDE TEC's "Format of Tournament Report File, Version 2026"). A team file (013/310 lines) reads the team records itself.
 */
export function unusedReason(code: string): string {
  switch (code) {
    case '299':
      return 'point assignments are applied in team files (013/310 lines) only; an individual crosstable is scored from its results';
    case '340':
      return "340 is the TRF-2025 draft's forfeited-match record, which TRF-2026 numbers 330: write the forfeited matches as 330 lines to have them read";
    case '801':
      return 'an informative repeat of each team’s results round by round; Regula computes them from the games (802 lines, when present, are checked against them)';
    case 'TSE':
    case 'PAB':
    case 'FPB':
    case 'HPB':
    case 'ZPB':
    case 'MFO':
    case 'DFM':
      return 'an experimental record of the TEC tie-break server; the results of the 001 lines are read';
    case '013':
    case '300':
    case '310':
    case '320':
    case '330':
    case '352':
    case '362':
    case '802':
      return 'team data in a file without team lines (013 or 310): there are no teams to apply it to';
    default:
      return 'national ratings; rating criteria read the FIDE ratings of the 001 lines';
  }
}

export type RecordClass = 'header' | 'structural' | 'pairing-only' | 'unsupported' | 'unknown';

export function classifyRecord(code: string): RecordClass {
  if (!KNOWN.has(code)) return 'unknown';
  if ((STRUCTURAL_RECORDS as readonly string[]).includes(code)) return 'structural';
  if ((PAIRING_ONLY_RECORDS as readonly string[]).includes(code)) return 'pairing-only';
  if ((UNSUPPORTED_RECORDS as readonly string[]).includes(code)) return 'unsupported';
  return 'header';
}
