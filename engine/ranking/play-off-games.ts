import { Rational } from '../arith';
import type { EngineIssue, PlayerId, PlayOffGame, PlayOffRules, PlayOffStage } from '../model';

/*
 * Deciding a play-off from its recorded games (C.07 art. 3): a match goes through the
 * stages in order until one stage is won — a stage of N games by the score over them, a
 * sudden-death stage by its first won game, an Armageddon game by its result with a draw
 * counting as a win for the colour with draw odds. More than two players play each stage as
 * a round robin among those still level, or a seeded knock-out (the regulation says which).
 * Missing games leave the play-off pending; nothing is guessed.
 */

export type PlayOffVerdict =
  /**
   * `order`: best first; a group of several stayed level through the last stage. `decidedAt`:
   * the stage (1-based) that decided a match between two players (micro-matches score by it).
   */
  | { kind: 'decided'; order: PlayerId[][]; decidedAt?: number }
  /** Results the stage needs are not recorded yet. */
  | { kind: 'pending'; waiting: string };

export interface PlayOffDecision {
  verdict: PlayOffVerdict;
  /** What happened, stage by stage, in words (the audit and `explain`). */
  story: string[];
  /** Per player, how the play-off placed them ("won the Armageddon game as Black on draw odds"). */
  notes: Map<PlayerId, string>;
  issues: EngineIssue[];
}

/** How a stage is called in words: "2 rapid games", "Armageddon", "blitz games until one is won". */
export function stageWords(stage: PlayOffStage): string {
  const pace = stage.pace ? `${stage.pace} ` : '';
  switch (stage.kind) {
    case 'armageddon':
      return 'the Armageddon game';
    case 'until-won':
      return `${pace}games until one is won`;
    case 'games':
      return `${stage.games} ${pace}game${stage.games === 1 ? '' : 's'}`;
  }
}

function pairKey(stage: number, a: PlayerId, b: PlayerId): string {
  return a < b ? `${stage}:${a}:${b}` : `${stage}:${b}:${a}`;
}

type MatchResult =
  { kind: 'won'; winner: PlayerId; loser: PlayerId; stage: number } | { kind: 'level' } | { kind: 'pending'; waiting: string };

/**
 * Decides the play-off among `seeded` (best seed first) from the recorded games. Only the
 * first `needed` places are played for: players level below them are not asked to play on.
 */
export function decidePlayOff(
  seeded: readonly PlayerId[],
  rules: PlayOffRules,
  games: readonly PlayOffGame[],
  nameOf: (id: PlayerId) => string,
  needed = seeded.length,
): PlayOffDecision {
  const byPair = new Map<string, PlayOffGame[]>();
  const story: string[] = [];
  const notes = new Map<PlayerId, string>();
  const issues: EngineIssue[] = [];
  const members = new Set(seeded);
  for (const game of games) {
    const where = game.source ? ` (${game.source})` : '';
    if (!members.has(game.white) || !members.has(game.black) || game.white === game.black) {
      issues.push({
        code: 'engine/play-off-game-outside',
        severity: 'error',
        message: `A play-off game ${nameOf(game.white)} – ${nameOf(game.black)}${where} is not between players of the play-off (${seeded.map(nameOf).join(', ')})`,
      });
      continue;
    }
    if (game.stage < 1 || game.stage > rules.stages.length) {
      issues.push({
        code: 'engine/play-off-game-outside',
        severity: 'error',
        message: `A play-off game${where} is in stage ${game.stage}; the regulation's play-off has ${rules.stages.length} stage${rules.stages.length === 1 ? '' : 's'}`,
      });
      continue;
    }
    const key = pairKey(game.stage, game.white, game.black);
    const list = byPair.get(key);
    if (list) list.push(game);
    else byPair.set(key, [game]);
  }

  const gamesOf = (stage: number, a: PlayerId, b: PlayerId) => byPair.get(pairKey(stage, a, b)) ?? [];
  const pointsOf = (game: PlayOffGame, id: PlayerId): Rational =>
    game.result === 'draw' ? Rational.of(1, 2) : (game.result === 'white') === (game.white === id) ? Rational.ONE : Rational.ZERO;
  const tooMany = (stage: number, list: readonly PlayOffGame[], expected: number) => {
    if (list.length <= expected) return;
    issues.push({
      code: 'engine/play-off-extra-games',
      severity: 'error',
      message: `Stage ${stage} (${stageWords(rules.stages[stage - 1]!)}) has ${list.length} games between ${nameOf(list[0]!.white)} and ${nameOf(list[0]!.black)}; the regulation plays ${expected}: the first ${expected} are counted`,
    });
  };
  /** Games of a repeated stage after the repeat that decided it (`counted` games in, the `repeat`-th repeat). */
  const tooManyRepeated = (stage: number, list: readonly PlayOffGame[], counted: number, repeat: number) => {
    if (list.length <= counted) return;
    const when = repeat === 0 ? 'at its first playing' : `in its ${ordinal(repeat)} repeat`;
    issues.push({
      code: 'engine/play-off-extra-games',
      severity: 'error',
      message: `Stage ${stage} (${stageWords(rules.stages[stage - 1]!)}, repeated until decided) has ${list.length} games between ${nameOf(list[0]!.white)} and ${nameOf(list[0]!.black)}; it was decided ${when}, after ${counted}: the first ${counted} are counted`,
    });
  };

  /**
   * A stage of games between two players: won on the score over its games, or level. A repeated
   * stage is played again while level, from its `repeat`-th repeat on (0: its first playing);
   * a run of level repeats is told in one line, so the story stays short whatever was recorded.
   */
  const playGames = (a: PlayerId, b: PlayerId, s: number, repeat: number, list: readonly PlayOffGame[]): MatchResult => {
    const stage = rules.stages[s - 1]!;
    const g = stage.games;
    const label = `Stage ${s}, ${stageWords(stage)}`;
    if (!stage.repeated) tooMany(s, list, g);
    let levelFrom = 0;
    const tellLevel = (upTo: number, score: string) => {
      if (levelFrom === 0 || upTo < levelFrom) return;
      story.push(
        upTo === levelFrom
          ? `${label}, repeat ${upTo}: ${score}, level.`
          : `${label}, repeats ${levelFrom}–${upTo}: ${score} each time, level.`,
      );
    };
    for (let r = repeat; ; r++) {
      const start = r * g;
      const counted = list.slice(start, start + g);
      let scoreA = Rational.ZERO;
      let scoreB = Rational.ZERO;
      for (const game of counted) {
        scoreA = scoreA.add(pointsOf(game, a));
        scoreB = scoreB.add(pointsOf(game, b));
      }
      const remaining = Rational.of(g - counted.length);
      const lead = scoreA.sub(scoreB);
      const score = `${nameOf(a)} ${show(scoreA)} – ${show(scoreB)} ${nameOf(b)}`;
      const name = r === 0 ? label : `${label}, repeat ${r}`;
      // Decided early when the leader cannot be caught in the games left (1 point each at most).
      const decided = lead.abs().cmp(remaining) > 0;
      if (!decided && counted.length < g) {
        tellLevel(r - 1, `${nameOf(a)} ${show(Rational.of(g, 2))} – ${show(Rational.of(g, 2))} ${nameOf(b)}`);
        return { kind: 'pending', waiting: `${name} between ${nameOf(a)} and ${nameOf(b)}: ${counted.length} of ${g} recorded` };
      }
      if (lead.isZero()) {
        if (r === 0) story.push(`${label}: ${score}, level.`);
        else if (levelFrom === 0) levelFrom = r;
        if (stage.repeated) continue;
        return { kind: 'level' };
      }
      tellLevel(r - 1, `${nameOf(a)} ${show(Rational.of(g, 2))} – ${show(Rational.of(g, 2))} ${nameOf(b)}`);
      if (stage.repeated) tooManyRepeated(s, list, start + g, r);
      const [winner, loser] = lead.sign() > 0 ? [a, b] : [b, a];
      const [won, lost] = lead.sign() > 0 ? [scoreA, scoreB] : [scoreB, scoreA];
      const which = r === 0 ? `stage ${s}` : `the ${ordinal(r)} repeat of stage ${s}`;
      story.push(`${name}: ${score}: ${nameOf(winner)} won the stage.`);
      notes.set(winner, `won ${which} (${stageWords(stage)}) ${show(won)}–${show(lost)}`);
      notes.set(loser, `lost ${which} (${stageWords(stage)}) ${show(lost)}–${show(won)}`);
      return { kind: 'won', winner, loser, stage: s };
    }
  };

  /** A match between two players from stage `from` (1-based) on; a repeated stage `from` from its `repeat`-th repeat. */
  const match = (a: PlayerId, b: PlayerId, from: number, repeat = 0): MatchResult => {
    for (let s = from; s <= rules.stages.length; s++) {
      const stage = rules.stages[s - 1]!;
      const list = gamesOf(s, a, b);
      const label = `Stage ${s}, ${stageWords(stage)}`;
      if (stage.kind === 'armageddon') {
        tooMany(s, list, 1);
        const game = list[0];
        if (!game) return { kind: 'pending', waiting: `${label} between ${nameOf(a)} and ${nameOf(b)}` };
        const odds = stage.drawOdds ?? 'black';
        const winnerColour = game.result === 'draw' ? odds : game.result;
        const winner = winnerColour === 'white' ? game.white : game.black;
        const loser = winner === game.white ? game.black : game.white;
        const colourWord = winnerColour === 'white' ? 'White' : 'Black';
        const how =
          game.result === 'draw'
            ? `won the Armageddon game as ${colourWord} on draw odds (a draw)`
            : `won the Armageddon game as ${colourWord}`;
        story.push(
          `${label}: ${nameOf(game.white)} (White) – ${nameOf(game.black)} (Black) ${resultText(game)}: ${nameOf(winner)} ${how}.`,
        );
        notes.set(winner, how);
        notes.set(loser, `lost the Armageddon game to ${nameOf(winner)}`);
        return { kind: 'won', winner, loser, stage: s };
      }
      if (stage.kind === 'until-won') {
        const won = list.find((g) => g.result !== 'draw');
        if (!won) {
          return { kind: 'pending', waiting: `${label} between ${nameOf(a)} and ${nameOf(b)}: ${list.length} drawn so far` };
        }
        const winner = won.result === 'white' ? won.white : won.black;
        const loser = winner === won.white ? won.black : won.white;
        const played = list.indexOf(won) + 1;
        story.push(`${label}: ${nameOf(winner)} won game ${played} (${played - 1} drawn before it).`);
        notes.set(winner, `won the sudden-death game ${played} of stage ${s}`);
        notes.set(loser, `lost the sudden-death game ${played} of stage ${s} to ${nameOf(winner)}`);
        return { kind: 'won', winner, loser, stage: s };
      }
      const played = playGames(a, b, s, s === from ? repeat : 0, list);
      if (played.kind !== 'level') return played;
    }
    story.push(`${nameOf(a)} and ${nameOf(b)} are still level after the last stage.`);
    return { kind: 'level' };
  };

  /**
   * A round robin of stage `from` among `group` (three or more), then the level ones go on: to
   * the next stage, or, the stage repeated, to its next repeat among themselves. Repeats that
   * leave the whole group level are played in this loop and told in one line (no recursion, a
   * short story, whatever number was recorded).
   */
  const roundRobin = (group: readonly PlayerId[], from: number, wanted: number, repeat = 0): PlayOffVerdict => {
    if (from > rules.stages.length) {
      story.push(`${group.map(nameOf).join(', ')} are still level after the last stage.`);
      return { kind: 'decided', order: [[...group]] };
    }
    const stage = rules.stages[from - 1]!;
    const label = `Stage ${from}, ${stageWords(stage)}`;
    if (stage.kind !== 'games') {
      issues.push({
        code: 'engine/play-off-stage-for-two',
        severity: 'warning',
        message: `${label} is played by two players; ${group.length} are level (${group.map(nameOf).join(', ')}): the tie-break list orders them`,
      });
      return { kind: 'decided', order: [[...group]] };
    }
    const g = stage.games;
    let levelFrom = 0;
    const tellLevel = (upTo: number, scores: string) => {
      if (levelFrom === 0 || upTo < levelFrom) return;
      const which = upTo === levelFrom ? `repeat ${upTo}` : `repeats ${levelFrom}–${upTo}`;
      story.push(`${label}, ${which} (a round robin): ${scores}${upTo === levelFrom ? '' : ' each time'}, all level.`);
    };
    for (let r = repeat; ; r++) {
      const name = r === 0 ? label : `${label}, repeat ${r}`;
      const scores = new Map<PlayerId, Rational>(group.map((id) => [id, Rational.ZERO]));
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const [a, b] = [group[i]!, group[j]!];
          const list = gamesOf(from, a, b);
          if (!stage.repeated) tooMany(from, list, g);
          const counted = list.slice(r * g, r * g + g);
          if (counted.length < g) {
            tellLevel(r - 1, levelScores(group, g));
            return {
              kind: 'pending',
              waiting: `${name} (a round robin): ${nameOf(a)} – ${nameOf(b)}, ${counted.length} of ${g} recorded`,
            };
          }
          for (const game of counted) {
            scores.set(a, scores.get(a)!.add(pointsOf(game, a)));
            scores.set(b, scores.get(b)!.add(pointsOf(game, b)));
          }
        }
      }
      const sorted = [...group].sort((x, y) => scores.get(y)!.cmp(scores.get(x)!) || group.indexOf(x) - group.indexOf(y));
      const order: PlayerId[][] = [];
      for (const id of sorted) {
        const last = order[order.length - 1];
        if (last && scores.get(last[0]!)!.eq(scores.get(id)!)) last.push(id);
        else order.push([id]);
      }
      const line = sorted.map((id) => `${nameOf(id)} ${show(scores.get(id)!)}`).join(', ');
      if (stage.repeated && order.length === 1 && r > 0) {
        if (levelFrom === 0) levelFrom = r;
        continue;
      }
      tellLevel(r - 1, levelScores(group, g));
      story.push(`${name} (a round robin): ${line}.`);
      if (stage.repeated && order.length === 1) continue;
      const result: PlayerId[][] = [];
      let placed = 0;
      for (const sub of order) {
        const goesOn = sub.length > 1 && placed < wanted;
        if (stage.repeated) tooManyAfter(from, sub, goesOn, order, (r + 1) * g, r);
        if (sub.length === 1) {
          const where = r === 0 ? `the round robin of stage ${from}` : `the ${ordinal(r)} repeat of the round robin of stage ${from}`;
          notes.set(sub[0]!, `scored ${show(scores.get(sub[0]!)!)} in ${where}`);
        }
        if (!goesOn) {
          result.push(sub);
          placed += sub.length;
          continue;
        }
        const next = stage.repeated ? orderGroup(sub, from, wanted - placed, r + 1) : orderGroup(sub, from + 1, wanted - placed);
        if (next.kind === 'pending') return next;
        for (const o of next.order) result.push(o);
        placed += sub.length;
      }
      return { kind: 'decided', order: result };
    }
  };

  /** "Ash 1, Birch 1, Cedar 1": each player's score when a round robin of `g` games a pair leaves them all level. */
  const levelScores = (group: readonly PlayerId[], g: number) =>
    group.map((id) => `${nameOf(id)} ${show(Rational.of((group.length - 1) * g, 2))}`).join(', ');

  /**
   * After a repeat of a round robin: the games recorded beyond it between a player of `sub` and
   * one who does not go on with them (`goesOn`: `sub` plays the next repeat) are extra.
   */
  const tooManyAfter = (
    stage: number,
    sub: readonly PlayerId[],
    goesOn: boolean,
    order: readonly PlayerId[][],
    counted: number,
    repeat: number,
  ) => {
    for (const a of sub)
      for (const other of order)
        for (const b of other) {
          if (a >= b || (goesOn && other === sub)) continue;
          tooManyRepeated(stage, gamesOf(stage, a, b), counted, repeat);
        }
  };

  const orderGroup = (group: readonly PlayerId[], from: number, wanted: number, repeat = 0): PlayOffVerdict => {
    if (group.length === 2) {
      const result = match(group[0]!, group[1]!, from, repeat);
      if (result.kind === 'pending') return result;
      if (result.kind === 'level') return { kind: 'decided', order: [[...group]] };
      return { kind: 'decided', order: [[result.winner], [result.loser]], decidedAt: result.stage };
    }
    return roundRobin(group, from, wanted, repeat);
  };

  /** A seeded knock-out: seed k meets seed P+1−k (P the bracket size), the top seeds get the byes. */
  const knockOut = (group: readonly PlayerId[]): PlayOffVerdict => {
    let size = 1;
    while (size < group.length) size *= 2;
    // Bracket order: 1 v P, then the standard halves (1, 4, 2, 3 for P = 4), so seeds 1 and 2 meet last.
    let slots = [1];
    while (slots.length < size) {
      const total = slots.length * 2 + 1;
      slots = slots.flatMap((seed) => [seed, total - seed]);
    }
    let round: (PlayerId | undefined)[] = slots.map((seed) => group[seed - 1]);
    let runnerUp: PlayerId | undefined;
    const rounds = Math.log2(size);
    let number = 0;
    while (round.length > 1) {
      number++;
      story.push(round.length === 2 ? 'Knock-out final:' : `Knock-out round ${number} of ${rounds}:`);
      const next: (PlayerId | undefined)[] = [];
      for (let k = 0; k < round.length; k += 2) {
        const [a, b] = [round[k], round[k + 1]];
        if (a === undefined || b === undefined) {
          const through = a ?? b;
          if (through !== undefined) story.push(`${nameOf(through)} goes through without playing (seeded).`);
          next.push(through);
          continue;
        }
        const result = match(a, b, 1);
        if (result.kind === 'pending') return result;
        if (result.kind === 'level') {
          issues.push({
            code: 'engine/play-off-level',
            severity: 'warning',
            message: `The knock-out match ${nameOf(a)} – ${nameOf(b)} is level after the last stage: the tie-break list orders the play-off`,
          });
          return { kind: 'decided', order: [[...group]] };
        }
        if (round.length === 2) runnerUp = result.loser;
        next.push(result.winner);
      }
      round = next;
    }
    const champion = round[0]!;
    const rest = group.filter((id) => id !== champion && id !== runnerUp);
    return { kind: 'decided', order: [[champion], ...(runnerUp !== undefined ? [[runnerUp]] : []), ...(rest.length > 0 ? [rest] : [])] };
  };

  const verdict = seeded.length > 2 && rules.manyPlayers === 'knock-out' ? knockOut(seeded) : orderGroup(seeded, 1, needed);
  return { verdict, story, notes, issues };
}

function resultText(game: PlayOffGame): string {
  return game.result === 'white' ? '1–0' : game.result === 'black' ? '0–1' : '½–½';
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st: which repeat of a stage. */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Points as printed in crosstables: 1½, ½, 2. */
function show(value: Rational): string {
  if (value.den !== 2n) return value.toDecimalString();
  const whole = value.num / 2n;
  return whole === 0n ? '½' : `${whole}½`;
}

/** Points as a crosstable prints them, for the other deciders (micro-matches). */
export { show as showPoints };
