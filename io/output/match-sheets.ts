import type { MatchDecision, MatchTiebreaks, PointSystem, Regulation, TeamMatch } from '../../engine';
import { boardPoints, pointsText, resultText } from '../match';
import { explainMatch } from './explain-match';
import { inputRows, type RunRecord } from './header';
import type { OutputBlock, OutputSheet } from './sheets';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/** The sheet `regula match --out` (and the add-in) writes a match's decision to. */
export const MATCH_OUTPUT_SHEET = 'Regula Match';

/** One match as read and decided, and where it came from. */
export interface DecidedMatch {
  match: TeamMatch;
  decision: MatchDecision;
  /** "'Match' rows 1–8", "Result 1". */
  source: string;
}

/**
 * The Regula Match sheet: the run's header (the regulation, its match tie-breaks, the
 * hashes, the run time), then for each match a summary (score, winner, what decided, the
 * decision in words), its boards as read, and every comparison the tie-breaks made.
 */
export function matchSheets(
  matches: readonly DecidedMatch[],
  header: CellBlock,
  rules: MatchTiebreaks,
  system: PointSystem,
): OutputSheet[] {
  const blocks: OutputBlock[] = [{ name: 'header', cells: header, table: false }];
  matches.forEach(({ match, decision, source }, k) => {
    const name = matches.length === 1 ? 'match' : `match ${k + 1}`;
    blocks.push({ name: `${name} summary`, cells: summaryBlock(decision, source, rules), table: false });
    blocks.push({ name: `${name} boards`, cells: matchBoardsBlock(match, system), table: true });
    if (decision.steps.length > 0) blocks.push({ name: `${name} tie-breaks`, cells: matchStepsBlock(decision, rules), table: true });
  });
  return [{ name: MATCH_OUTPUT_SHEET, blocks }];
}

/** The header of a match run: the regulation, its match tie-breaks and what comes after them, hashes, run time. */
export function matchHeaderBlock(regulation: Regulation, run: RunRecord): CellBlock {
  const rules = regulation.matchTiebreaks;
  return [
    ['Regulation', regulation.name],
    ['Version', regulation.version ?? null],
    ['Match tie-breaks', rules ? rules.tiebreaks.map((t) => t.text).join(', ') : null],
    ['After the list', afterText(rules)],
    ['Regulation hash (SHA-256)', run.regulationSha256],
    ...inputRows(run),
    ['Run at', run.ranAt.toISOString()],
  ];
}

function afterText(rules: MatchTiebreaks | undefined): string {
  const after = rules?.after ?? { kind: 'shared' };
  switch (after.kind) {
    case 'lots':
      return after.seed === undefined ? 'lots seeded by the two teams' : `lots seeded by "${after.seed}"`;
    case 'play-off':
      return 'play-off';
    case 'manual':
      return `manual from column "${after.column}"`;
    case 'shared':
      return 'the match stays drawn';
  }
}

function summaryBlock(decision: MatchDecision, source: string, rules: MatchTiebreaks): CellBlock {
  const [a, b] = decision.teams;
  return [
    ['Match', `${a} v ${b}`],
    ['Read from', source],
    ['Score', `${pointsText(decision.score[0])}-${pointsText(decision.score[1])}`],
    ['Winner', decision.winner === undefined ? 'none: still tied' : decision.teams[decision.winner]],
    ['Decided by', decision.decidedBy],
    ...explainMatch(decision, rules).map((line, i): (string | null)[] => [i === 0 ? 'In words' : null, line.trim()]),
  ];
}

/** The boards as read: players, the first team's colour, the result from its side, each team's game points. */
export function matchBoardsBlock(match: TeamMatch, system: PointSystem): CellBlock {
  const [a, b] = match.teams;
  return [
    ['Board', a, 'Colour', 'Result', b, `${a} points`, `${b} points`],
    ...match.boards.map((board) => {
      const [pa, pb] = boardPoints(board.result, system);
      return [
        board.board,
        board.players?.[0] || null,
        board.colour === undefined ? null : board.colour === 'white' ? 'w' : 'b',
        resultText(board.result, system),
        board.players?.[1] || null,
        cellNumber(pa),
        cellNumber(pb),
      ];
    }),
  ];
}

/** Every comparison made, in order: the criterion, what was compared, both values, the outcome and the rule. */
export function matchStepsBlock(decision: MatchDecision, rules: MatchTiebreaks): CellBlock {
  const [a, b] = decision.teams;
  return [
    ['Step', 'Criterion', 'Compared', a, b, 'Outcome', 'Note'],
    ...decision.steps.map((step) => [
      rules.tiebreaks.findIndex((t) => t.text === step.criterion) + 1,
      step.criterion,
      step.label,
      cellNumber(step.values[0]),
      cellNumber(step.values[1]),
      step.ahead === undefined ? 'equal' : `${decision.teams[step.ahead]} ahead`,
      step.note,
    ]),
  ];
}
