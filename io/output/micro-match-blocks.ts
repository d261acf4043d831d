import type { Evaluation, MicroMatchPlayed, MicroMatchReport, PlayerId } from '../../engine';
import type { CellBlock } from './standings';

/*
 * The micro-matches of an event (engine/ranking/micro-matches.ts) for the Audit sheet and the
 * JSON: every game of every micro-match as recorded, how each micro-match was decided, and each
 * player's values of the criteria that rank the event.
 */

type WithMicroMatches = Pick<Evaluation, 'crosstable' | 'regulation'> & { microMatches?: MicroMatchReport };

export interface MicroMatchesJson {
  /** The criteria that rank the event, in order ("standard wins", "points"). */
  rankedBy: string[];
  matches: {
    round: number;
    white: number;
    black: number;
    /** won, level (after the last stage) or pending (a game not recorded). */
    status: 'won' | 'level' | 'pending';
    winner?: number;
    /** The stage that decided it. */
    stage?: number;
    /** The round points of White and Black, exact decimals. */
    points?: [string, string];
    games: { stage: number; pace: string; white: number; black: number; result: string; forfeit?: boolean }[];
    story: string;
  }[];
  /** Per player, each criterion as "standard wins 2". */
  players: { no: number; name: string; values: string[] }[];
}

function result(game: MicroMatchPlayed): string {
  return game.result === 'white' ? '1-0' : game.result === 'black' ? '0-1' : '½-½';
}

function paceOf(evaluation: WithMicroMatches, stage: number): string {
  return evaluation.regulation.microMatches?.stages[stage - 1]?.pace ?? `stage ${stage}`;
}

/** The Audit's "micro-matches" table: one row a game, each micro-match's outcome under its games, then the players' values. */
export function microMatchBlock(evaluation: WithMicroMatches): CellBlock {
  const report = evaluation.microMatches;
  if (!report) return [];
  const rows: CellBlock = [['Round', 'Stage', 'White', 'Black', 'Result']];
  for (const m of report.matches) {
    for (const g of m.games)
      rows.push([m.round, `${g.stage} ${paceOf(evaluation, g.stage)}`, g.white, g.black, `${result(g)}${g.forfeit ? ' (forfeit)' : ''}`]);
    rows.push([null, null, null, null, m.story]);
  }
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  for (const [id, values] of report.values) rows.push([null, null, id, name.get(id) ?? '', values.join(', ')]);
  return rows;
}

export function microMatchesJson(evaluation: WithMicroMatches): MicroMatchesJson | undefined {
  const report = evaluation.microMatches;
  if (!report) return undefined;
  const name = new Map<PlayerId, string>(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  return {
    rankedBy: evaluation.regulation.microMatches?.rankedBy.map((c) => c.text) ?? [],
    matches: report.matches.map((m) => ({
      round: m.round,
      white: m.white,
      black: m.black,
      status: m.status,
      ...(m.winner !== undefined && { winner: m.winner }),
      ...(m.decidedAt !== undefined && { stage: m.decidedAt }),
      ...(m.points && { points: [m.points[0].toDecimalString(), m.points[1].toDecimalString()] as [string, string] }),
      games: m.games.map((g) => ({
        stage: g.stage,
        pace: paceOf(evaluation, g.stage),
        white: g.white,
        black: g.black,
        result: result(g),
        ...(g.forfeit && { forfeit: true }),
      })),
      story: m.story,
    })),
    players: [...report.values].map(([no, values]) => ({ no, name: name.get(no) ?? '', values })),
  };
}
