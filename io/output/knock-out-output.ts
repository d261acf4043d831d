import {
  showPoints,
  stageWords,
  type KnockOutEvaluation,
  type KnockOutMatch,
  type KnockOutRules,
  type KnockOutStanding,
  type PlayerId,
} from '../../engine';
import { RESULT_WORDS, type ResultWords } from './result-words';
import type { CellBlock } from './standings';

/*
 * A knock-out event's standings as cells, as JSON (docs/knock-out.schema.json) and a player's
 * path in words (`explain`): the place (shared as a range, "5–8"), the round reached, how the
 * player's last match was decided (FIDE World Cup 2021 art. 4.10's stages: "classical", "rapid
 * stage 1", "armageddon"), pending while the event is in progress.
 */

/** "5–8", "1". */
export function placeText(place: KnockOutStanding['place']): string {
  return place.first === place.last ? String(place.first) : `${place.first}–${place.last}`;
}

/** "5 (final)", "2 (round of 16)", "1" — the round's name in the words of a language (English: the engine's). */
export function roundText(evaluation: Pick<KnockOutEvaluation, 'roundNames'>, round: number, words: ResultWords = RESULT_WORDS.en): string {
  const name = evaluation.roundNames[round];
  return name ? `${round} (${roundName(name, words)})` : String(round);
}

function roundName(name: string, words: ResultWords): string {
  const names = words.knockOut.roundNames;
  if (name === 'final') return names.final;
  if (name === 'semi-final') return names.semiFinal;
  if (name === 'quarter-final') return names.quarterFinal;
  const of = /^round of (\d+)$/.exec(name);
  return of ? names.roundOf(Number(of[1])) : name;
}

/** The match's score from the player's side: "1½–½". */
function scoreFor(match: KnockOutMatch, player: PlayerId): string {
  const [a, b] = match.players[0] === player ? match.score : [match.score[1], match.score[0]];
  return `${showPoints(a)}–${showPoints(b)}`;
}

function opponentOf(match: KnockOutMatch, player: PlayerId): PlayerId {
  return match.players[0] === player ? match.players[1] : match.players[0];
}

/**
 * The standings as a block: Place, No., Name, Rtg, Round reached, Result, Last match, Score,
 * Decided by — English (the CSV's), or a language's headers and words for the terminal's table;
 * the outcome, the round's name and the stage are the engine's words.
 */
export function knockOutBlock(evaluation: KnockOutEvaluation, words: ResultWords = RESULT_WORDS.en): CellBlock {
  const byId = new Map(evaluation.players.map((p) => [p.id, p]));
  const { headers } = words;
  const ko = words.knockOut;
  const rows: (string | number | null)[][] = [
    [
      headers.place,
      ko.headers.number,
      headers.name,
      // chess-results' rating header, the same in English, German, Spanish and French exports ("Rtg", "Elo"): kept as it is.
      'Rtg',
      ko.headers.roundReached,
      ko.headers.result,
      ko.headers.lastMatch,
      ko.headers.score,
      headers.decidedBy,
    ],
  ];
  for (const s of evaluation.standings) {
    const player = byId.get(s.player)!;
    const match = evaluation.matches[s.match]!;
    const opponent = byId.get(opponentOf(match, s.player))!;
    rows.push([
      `${placeText(s.place)}${s.pending ? ` ${ko.pending}` : ''}`,
      player.id,
      player.name,
      player.rating ?? null,
      roundText(evaluation, s.roundReached, words),
      ko.outcomes[s.outcome],
      ko.versus(match.thirdPlace ? ko.thirdPlace : ko.round(match.round), opponent.name),
      scoreFor(match, s.player),
      match.decidedBy ?? ko.pending,
    ]);
  }
  return rows;
}

export interface KnockOutJson {
  format: 'regula-knock-out/1';
  event: string;
  regulation: { name: string; version?: string };
  rounds: { round: number; name?: string }[];
  complete: boolean;
  standings: {
    place: { first: number; last: number };
    pending: boolean;
    player: { id: number; name: string; rating?: number; fideId?: string };
    roundReached: number;
    entered: number;
    outcome: string;
    decidedBy?: string;
  }[];
  matches: {
    round: number;
    thirdPlace: boolean;
    players: [number, number];
    winner?: number;
    decidedAt?: number;
    decidedBy?: string;
    pending?: string;
    score: [string, string];
    games: { game: number; white: number; black: number; result: '1-0' | '0-1' | '1/2-1/2' | '*'; source: string }[];
  }[];
}

/** The document `rank --format json` prints for a knock-out event (docs/knock-out.schema.json). */
export function knockOutJson(evaluation: KnockOutEvaluation, regulation: { name: string; version?: string }, event: string): KnockOutJson {
  const byId = new Map(evaluation.players.map((p) => [p.id, p]));
  return {
    format: 'regula-knock-out/1',
    event,
    regulation: { name: regulation.name, ...(regulation.version !== undefined && { version: regulation.version }) },
    rounds: Array.from({ length: evaluation.rounds }, (_, i) => ({
      round: i + 1,
      ...(evaluation.roundNames[i + 1] && { name: evaluation.roundNames[i + 1] }),
    })),
    complete: evaluation.complete,
    standings: evaluation.standings.map((s) => {
      const p = byId.get(s.player)!;
      const decidedBy = evaluation.matches[s.match]!.decidedBy;
      return {
        place: s.place,
        pending: s.pending,
        player: {
          id: p.id,
          name: p.name,
          ...(p.rating !== undefined && { rating: p.rating }),
          ...(p.fideId !== undefined && { fideId: p.fideId }),
        },
        roundReached: s.roundReached,
        entered: s.entered,
        outcome: s.outcome,
        ...(decidedBy !== undefined && { decidedBy }),
      };
    }),
    matches: evaluation.matches.map((m) => ({
      round: m.round,
      thirdPlace: m.thirdPlace,
      players: m.players,
      ...(m.winner !== undefined && { winner: m.winner }),
      ...(m.decidedAt !== undefined && { decidedAt: m.decidedAt, decidedBy: m.decidedBy! }),
      ...(m.pending !== undefined && { pending: m.pending }),
      score: [showPoints(m.score[0]), showPoints(m.score[1])],
      games: m.games.map((g) => ({
        game: g.game,
        white: g.white,
        black: g.black,
        result: g.result === 'white' ? '1-0' : g.result === 'black' ? '0-1' : g.result === 'draw' ? '1/2-1/2' : '*',
        source: g.source,
      })),
    })),
  };
}

/**
 * A player's path through the bracket in words: the place and why, then each match — the
 * round, the opponent, the score, the stage that decided it and the stages' story.
 */
export function explainKnockOutPlayer(
  evaluation: KnockOutEvaluation,
  rules: KnockOutRules,
  player: PlayerId,
  words: ResultWords = RESULT_WORDS.en,
): string[] {
  const byId = new Map(evaluation.players.map((p) => [p.id, p]));
  const name = (id: PlayerId) => byId.get(id)?.name ?? `#${id}`;
  const ko = words.knockOut;
  const standing = evaluation.standings.find((s) => s.player === player);
  if (!standing) return [ko.notPlaced(`${name(player)} (${player})`)];
  const of = evaluation.standings.length;
  const entered = standing.entered > 1 ? standing.entered : undefined;
  const round = roundText(evaluation, standing.roundReached, words);
  const lines = [
    ko.placed(
      `${name(player)} (${player})`,
      placeText(standing.place),
      of,
      standing.pending,
      ko.outcomes[standing.outcome],
      round,
      entered,
    ),
  ];
  for (const match of evaluation.matches) {
    if (!match.players.includes(player)) continue;
    const opponent = opponentOf(match, player);
    const title = ko.matchTitle(match.thirdPlace ? undefined : roundText(evaluation, match.round, words));
    const verdict =
      match.winner === undefined
        ? ko.notDecided(match.pending)
        : ko.decided(match.winner === player, match.decidedAt!, match.decidedBy!, stageWords(rules.stages[match.decidedAt! - 1]!));
    lines.push(ko.match(title, `${name(opponent)} (${opponent})`, scoreFor(match, player), verdict));
    for (const line of match.story) lines.push(`  ${line}`);
  }
  return lines;
}
