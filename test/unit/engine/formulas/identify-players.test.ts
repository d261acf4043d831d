import { describe, expect, it } from 'vitest';
import type { EngineIssue, Player } from '../../../../engine';
import { identifyPlayers } from '../../../../engine/formulas/articles';
import type { EventFacts } from '../../../../engine/formulas/event-facts';

// A season matches players across events by --id: a column of the event, or what the reader
// keeps apart from the columns — the name, the FIDE ID (`--id Name` once said "No column").
const player = (id: number, name: string, extra: Partial<Player> = {}): Player => ({ id, name, fields: {}, rounds: [], ...extra });
const facts = (players: Player[], headers: string[] = []) => ({ label: 'GSQT 1', players, headers }) as unknown as EventFacts;

describe('identifyPlayers', () => {
  it('reads the name for --id Name and the FIDE ID for --id "FIDE ID", in any case', () => {
    const issues: EngineIssue[] = [];
    const players = [player(1, 'Ann', { fideId: '123' }), player(2, 'Bob', { fideId: '456' })];
    expect([...identifyPlayers(facts(players), 'Name', issues)]).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
    ]);
    expect([...identifyPlayers(facts(players), 'fide id', issues)]).toEqual([
      [1, '123'],
      [2, '456'],
    ]);
    expect(issues).toEqual([]);
  });

  it('prefers a column of that name, and says so when there is none', () => {
    const issues: EngineIssue[] = [];
    const players = [player(1, 'Ann', { fields: { Name: 'ann-7' } })];
    expect([...identifyPlayers(facts(players, ['Name']), 'name', issues)]).toEqual([[1, 'ann-7']]);
    identifyPlayers(facts(players), 'Passport', issues);
    expect(issues.map((i) => i.message)).toEqual(['No column "Passport" in GSQT 1 to identify players across events']);
  });
});
