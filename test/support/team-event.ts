import {
  Rational,
  STANDARD,
  teamId,
  teamRoundScores,
  teamPointSystem,
  type MatchBoard,
  type Team,
  type TeamEvaluation,
  type TeamEvent,
  type TeamRoundRecord,
} from '../../engine';

/*
 * Builds a team event by hand: per round, matches written as "A B 1 = 0 ½" — the first
 * team, the second, then each board's result from the first team's side (1 = ½ 0, + and -
 * for a board forfeit) — and the teams with a PAB or a forfeited match ("+-" first wins).
 */
export interface RoundSpec {
  matches?: string[];
  pab?: string[];
  forfeited?: [string, string, '+-' | '-+' | '--'][];
}

export function teamEvent(names: string[], boards: number, rounds: RoundSpec[], options: Partial<TeamEvent> = {}): TeamEvent {
  const id = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`no team ${name}`);
    return teamId(index + 1);
  };
  const schedule: TeamRoundRecord[][] = names.map(() => rounds.map(() => ({ kind: 'absent' })));
  rounds.forEach((spec, r) => {
    for (const text of spec.matches ?? []) {
      const [a, b, ...results] = text.split(/\s+/);
      const own = results.map((res, k): MatchBoard => ({ board: k + 1, result: resultOf(res!) }));
      const theirs = results.map((res, k): MatchBoard => ({ board: k + 1, result: resultOf(mirror(res!)) }));
      schedule[id(a!) - 1]![r] = { kind: 'match', opponent: id(b!), boards: own };
      schedule[id(b!) - 1]![r] = { kind: 'match', opponent: id(a!), boards: theirs };
    }
    for (const name of spec.pab ?? []) schedule[id(name) - 1]![r] = { kind: 'pab' };
    for (const [a, b, result] of spec.forfeited ?? []) {
      const [ka, kb] =
        result === '+-'
          ? (['forfeit-win', 'forfeit-loss'] as const)
          : result === '-+'
            ? (['forfeit-loss', 'forfeit-win'] as const)
            : (['double-forfeit', 'double-forfeit'] as const);
      schedule[id(a) - 1]![r] = { kind: ka, opponent: id(b) };
      schedule[id(b) - 1]![r] = { kind: kb, opponent: id(a) };
    }
  });
  const teams: Team[] = names.map((name, i) => ({ id: teamId(i + 1), name, members: [], rounds: schedule[i]!, fields: {} }));
  return {
    type: 'swiss',
    rounds: rounds.length,
    boards,
    teams,
    players: [],
    gamePoints: STANDARD,
    matchPoints: teamPointSystem(),
    meta: {},
    ...options,
  };
}

function resultOf(text: string): MatchBoard['result'] {
  switch (text) {
    case '1':
      return { kind: 'played', outcome: 'win' };
    case '0':
      return { kind: 'played', outcome: 'loss' };
    case '=':
    case '½':
      return { kind: 'played', outcome: 'draw' };
    case '+':
      return { kind: 'forfeit', outcome: 'win' };
    case '-':
      return { kind: 'forfeit', outcome: 'loss' };
    default:
      throw new Error(`board result "${text}"`);
  }
}

function mirror(text: string): string {
  return ({ '1': '0', '0': '1', '+': '-', '-': '+' } as Record<string, string>)[text] ?? text;
}

export const r = (n: number, d = 1) => Rational.of(n, d);

/** The four-team round robin on four boards of test/unit/engine/teams (values worked out there). */
export const ROUND_ROBIN_4X4: TeamEvent = teamEvent(
  ['A', 'B', 'C', 'D'],
  4,
  [{ matches: ['A B 1 = 1 0', 'C D 1 0 = ='] }, { matches: ['A C = = 1 0', 'B D 1 1 = ='] }, { matches: ['A D 0 = 1 0', 'B C 1 = 0 1'] }],
  { type: 'round-robin' },
);

/** The six-team, two-board, three-round Swiss with a forfeited match, two PABs and an absent team. */
export const SWISS_6X2: TeamEvent = teamEvent(['T1', 'T2', 'T3', 'T4', 'T5', 'T6'], 2, [
  { matches: ['T1 T2 1 1', 'T3 T4 = ='], forfeited: [['T5', 'T6', '+-']] },
  { matches: ['T1 T3 1 =', 'T5 T4 = 0'], pab: ['T2'] },
  { matches: ['T1 T4 = =', 'T2 T3 1 0'], pab: ['T5'] },
]);

/** The teams' names in the order of the standings. */
export const order = (e: TeamEvaluation) => e.standings.map((s) => e.event.teams.find((t) => t.id === s.player)!.name);

/** One column's values by team name, as decimal text ("n/a" where the criterion does not apply). */
export const column = (e: TeamEvaluation, header: string): Record<string, string> => {
  const values = e.columns.find((c) => c.header === header)!.values;
  return Object.fromEntries(
    e.event.teams.map((t) => {
      const result = values.get(t.id);
      return [t.name, result?.kind === 'value' ? result.value.toDecimalString() : 'n/a'];
    }),
  );
};

/**
 * The same event with every match known by its totals only (MatchTotals): each match's game
 * points from its boards, and no boards — what a chess-results team crosstable gives.
 */
export function totalsOnly(event: TeamEvent): TeamEvent {
  const scores = new Map(event.teams.map((team) => [team.id, teamRoundScores(event, team)]));
  return {
    ...event,
    teams: event.teams.map((team) => ({
      ...team,
      rounds: team.rounds.map((record, index): TeamRoundRecord => {
        if (record.kind !== 'match') return record;
        const own = scores.get(team.id)![index]!.gamePoints;
        const theirs = scores.get(record.opponent)![index]!.gamePoints;
        return { kind: 'match', opponent: record.opponent, boards: [], gamePoints: { own, theirs } };
      }),
    })),
  };
}
