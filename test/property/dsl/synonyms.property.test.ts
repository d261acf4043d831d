/**
 * One criterion, one meaning in every language: every set of names the registry declares the
 * same — a criterion's code, aliases and long names; the regulations' own names with the
 * specifier they stand for (regulation-names.ts); the words the rules read their own way, under
 * those rules (rules-names.ts) — ranks every event of the corpus the same way, place by place and
 * value by value. Written as a regulation, so the language reads each name as a file would: the
 * Olympiad's SB once meant EMGSB/C1 as "olympia-sb-system" and EMGSB as "olympiad sonneborn-berger".
 *
 * Corpus: the TRF fixtures (test/fixtures/trf, README there) and the individual and team TRF
 * samples (samples/tournaments, README there; test/golden/teams, README there). Each name is
 * compared with its group's first on three events — two of up to 40 participants and one taken in
 * turn from the whole corpus, so that every event is used: every pair of synonyms is checked
 * (through the first) on three.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import {
  CRITERIA,
  evaluateEvent,
  findCriterion,
  isMatchCriterion,
  isTeamCriterion,
  parseCriterionSpecifier,
  REGULATION_NAMES,
  RULES_NAMES,
  type CriterionDefinition,
  type Edition,
  type TournamentEvent,
} from '../../../engine';
import { decodeTrfBytes, readTrfEvent } from '../../../io';
import { REPO_ROOT, TRF_FIXTURES, listFiles } from '../../support/fixture-paths';

interface Group {
  /** What the names are declared to mean, in the handbook's letters, and under which rules. */
  means: string;
  edition: Edition;
  team: boolean;
  names: Set<string>;
}

function readEvent(path: string): TournamentEvent {
  const read = readTrfEvent(decodeTrfBytes(new Uint8Array(readFileSync(path))), { file: path });
  if (!read.event) throw new Error(`${path}: ${JSON.stringify(read.issues.slice(0, 2))}`);
  return read.event;
}

const SAMPLES = join(REPO_ROOT, 'samples', 'tournaments');
const INDIVIDUAL = [
  ...listFiles(TRF_FIXTURES, '.trf').map((f) => join(TRF_FIXTURES, f)),
  ...['tec-exercise-16.trf', 'club-championship-drr-8.trf', 'british-play-off-five-tied.trf'].map((f) => join(SAMPLES, f)),
].map(readEvent);
const TEAMS = [
  join(SAMPLES, 'team-swiss-6.trf'),
  join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf'),
  join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'),
].map(readEvent);

/** Where a criterion ranks: a team event for the team and match criteria and a reference score, else players. */
function ranksTeams(definition: CriterionDefinition, specifier: string): boolean {
  return isTeamCriterion(definition) || isMatchCriterion(definition) || /:[MG]P/i.test(specifier);
}

/** The criteria a one-item list can rank by: not points (they rank first), not a manual column, not a plain SB of a team event. */
function rankable(definition: CriterionDefinition): boolean {
  return definition.family !== 'score' && definition.family !== 'manual';
}

function firstEdition(definition: CriterionDefinition): Edition {
  return definition.editions === 'all' || definition.editions.includes('fide-2026') ? 'fide-2026' : definition.editions[0]!;
}

/** The long name with the modifier words a specifier's cut or median stands for ("buchholz median 1"). */
function longForm(definition: CriterionDefinition, specifier: string): string | undefined {
  const parsed = parseCriterionSpecifier(specifier);
  const name = definition.names[0];
  if (!parsed.ok || !name || parsed.spec.reference !== undefined) return undefined;
  const words = [
    parsed.spec.cut !== undefined && `cut ${parsed.spec.cut}`,
    parsed.spec.median !== undefined && `median ${parsed.spec.median}`,
  ];
  return [name, ...words.filter((w): w is string => typeof w === 'string')].join(' ');
}

function groups(): Group[] {
  const byKey = new Map<string, Group>();
  const add = (means: string, edition: Edition, ...names: (string | undefined)[]) => {
    const definition = findCriterion(/^[A-Za-z]+/.exec(means)![0])!;
    if (!rankable(definition)) return;
    const key = `${edition} ${means}`;
    let group = byKey.get(key);
    if (!group) {
      group = { means, edition, team: ranksTeams(definition, means), names: new Set([means]) };
      byKey.set(key, group);
    }
    for (const name of names) if (name !== undefined) group.names.add(name);
  };
  const ruled = new Map(RULES_NAMES.map((n) => [n.name, n]));
  for (const d of CRITERIA) {
    // A plain SB in a team event means two things there (an error): its names rank players.
    const names = [d.code, ...d.aliases, ...d.names].filter((n) => !ruled.has(n) || ruled.get(n)!.otherwise === 'registry');
    add(d.code, firstEdition(d), ...names);
  }
  // In a team event the words "game points" are the team's game points (C.07 11.1).
  add('GP', 'fide-2026', 'game points');
  for (const n of REGULATION_NAMES) {
    const definition = findCriterion(/^[A-Za-z]+/.exec(n.means)![0])!;
    add(n.means, firstEdition(definition), n.name, longForm(definition, n.means));
  }
  for (const n of RULES_NAMES)
    for (const m of n.meanings) {
      if (!m.rules || m.means === undefined) continue;
      // Under the rules that read the name so: the name, what it is written as elsewhere, and the code.
      add(m.means, m.rules[m.rules.length - 1]!, n.name, m.write);
    }
  return [...byKey.values()].filter((g) => g.names.size > 1);
}

function participants(event: TournamentEvent): number {
  return event.kind === 'individual' ? event.crosstable.players.length : event.teams.teams.length;
}

function ranking(group: Group, name: string, event: TournamentEvent): string[] {
  const text = `regulation "synonyms"\nrules ${group.edition}${group.team ? ' team' : ''}\ntie-breaks\n  1. ${name}\n`;
  const compiled = compileRegulation(text);
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !compiled.regulation)
    throw new Error(`${name} under ${group.edition}: ${errors.map((d) => d.message).join('; ')}`);
  const { evaluation } = evaluateEvent(event, compiled.regulation);
  const criterion = evaluation.columns[evaluation.columns.length - 1]!;
  return evaluation.standings.map((s) => {
    const value = criterion.values.get(s.player);
    return `${s.player} ${s.rank} ${value?.kind === 'value' ? value.value.toString() : 'n/a'}`;
  });
}

describe('names the registry declares the same rank every event the same', () => {
  const all = groups();

  it('declares the Olympiad’s Sonneborn-Berger once: "olympiad sonneborn-berger" and "olympia-sb-system" are EMGSB/C1', () => {
    const olympiad = all.find((g) => g.means === 'EMGSB/C1')!;
    expect([...olympiad.names]).toEqual(
      expect.arrayContaining(['olympiad sonneborn-berger', 'olympia-sb-system', 'extended sonneborn-berger match game cut 1']),
    );
    expect(all.find((g) => g.means === 'EMGSB')!.names.has('olympiad sonneborn-berger')).toBe(false);
  });

  it('every pair, through its group’s first name, on at least three events; every event of the corpus used', () => {
    const used = new Set<TournamentEvent>();
    let compared = 0;
    let turn = 0;
    for (const group of all) {
      const events = group.team ? TEAMS : INDIVIDUAL;
      const [first, ...others] = [...group.names];
      const reference = new Map<TournamentEvent, string[]>();
      // Two small events and one taken in turn from all of them: every event is used, the large ones less often.
      const small = events.filter((e) => participants(e) <= 40);
      for (const name of others) {
        for (const event of [small[turn % small.length]!, small[(turn + 1) % small.length]!, events[turn % events.length]!]) {
          used.add(event);
          if (!reference.has(event)) reference.set(event, ranking(group, first!, event));
          expect(ranking(group, name, event), `"${name}" and "${first}" (${group.means} under ${group.edition})`).toEqual(
            reference.get(event),
          );
          compared++;
        }
        turn++;
      }
    }
    expect(used.size).toBe(INDIVIDUAL.length + TEAMS.length);
    expect(compared).toBeGreaterThan(600);
  }, 600_000);
});
