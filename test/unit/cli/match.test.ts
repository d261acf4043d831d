import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture, withoutFixes } from '../../support/cli';

const MATCH_1 = join(REPO_ROOT, 'samples', 'tournaments', 'team-ko-match-1.csv');
const MATCH_2 = join(REPO_ROOT, 'samples', 'tournaments', 'team-ko-match-2.csv');
const TEAM_CUP = join(REPO_ROOT, 'samples', 'regulations', 'team-cup-match-tiebreaks.regula');
const FIDE_TBR = join(REPO_ROOT, 'test', 'golden', 'matches', 'fide-bc-tbr.regula');
const FIDE_BBE = join(REPO_ROOT, 'test', 'golden', 'matches', 'fide-bc-bbe.regula');
const OPEN = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula');

async function json(input: string, regulation: string) {
  const c = capture();
  const code = await run(['match', input, '--regulation', regulation, '--format', 'json'], c.io);
  return { code, doc: JSON.parse(c.out.join('')), err: c.err };
}

describe('regula match: the handbook’s knock-out matches (ch. 13) by the Team Cup regulation', () => {
  it('match 1: 3–3, board count of wins 10 v 11, the Organisers win (exit 0)', async () => {
    const c = capture();
    expect(await run(['match', MATCH_1, '--regulation', TEAM_CUP], c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toContain('== Organisers v Players (team-ko-match-1.csv rows 1–8: Result 1)');
    expect(text).toContain("Organisers 3, Players 3: drawn; the regulation's match tie-breaks, in its order:");
    expect(text).toContain(
      '  1. board count of wins — board numbers won: Organisers 10, Players 11: Organisers ahead, lower is better (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
    );
    expect(text).toContain('       Organisers: won on board 1 (win); won on board 4 (win); won on board 5 (win)');
    expect(text).toContain('Organisers win the match on board count of wins: board numbers won, 10 to 11.');
    expect(c.err).toEqual([]);
  });

  it('match 2: board count 7 v 7, then end-board elimination: boards 1–5 2½–2½, boards 1–4 2½–1½ for the Organisers', async () => {
    const { code, doc } = await json(MATCH_2, TEAM_CUP);
    expect(code).toBe(0);
    const match = doc.matches[0];
    expect([match.score, match.winner, match.decidedBy]).toEqual([[3, 3], 'Organisers', 'end-board elimination']);
    expect(
      match.steps.map((s: { criterion: string; label: string; values: number[]; ahead: string | null }) => [
        s.criterion,
        s.label,
        s.values,
        s.ahead,
      ]),
    ).toEqual([
      ['board count of wins', 'board numbers won', [7, 7], null],
      ['end-board elimination', 'boards 1–5 (board 6 dropped)', [2.5, 2.5], null],
      ['end-board elimination', 'boards 1–4 (boards 5–6 dropped)', [2.5, 1.5], 'Organisers'],
    ]);
    expect(match.steps[0].contributions.map((side: { board: number }[]) => side.map((c) => c.board))).toEqual([
      [3, 4],
      [2, 5],
    ]);
  });

  it('FIDE BC then TBR (C.07 12.1–12.2) gives match 2 to the Players: board count 10.5 each, board 1 ½–½, board 2 0–1', async () => {
    const { code, doc } = await json(MATCH_2, FIDE_TBR);
    expect(code).toBe(0);
    const match = doc.matches[0];
    expect([match.winner, match.decidedBy]).toEqual(['Players', 'TBR']);
    expect(match.steps.map((s: { label: string; values: number[] }) => [s.label, s.values])).toEqual([
      ['board count', [10.5, 10.5]],
      ['board 1', [0.5, 0.5]],
      ['board 2', [0, 1]],
    ]);
    expect(match.explanation.at(-1)).toBe('Players win the match on TBR: board 2, 1 to 0.');
  });

  it('FIDE BC then BBE (C.07 12.1, 12.3) agrees with the handbook: the Organisers, 2½–1½ on boards 1–4', async () => {
    const { doc } = await json(MATCH_2, FIDE_BBE);
    const match = doc.matches[0];
    expect([match.winner, match.decidedBy]).toEqual(['Organisers', 'BBE']);
    expect(match.steps.map((s: { values: number[] }) => s.values)).toEqual([
      [10.5, 10.5],
      [2.5, 2.5],
      [2.5, 1.5],
    ]);
  });

  it('--format json: the regulation, the input and each match with its boards, score, winner, steps and explanation', async () => {
    const { doc } = await json(MATCH_1, TEAM_CUP);
    expect(Object.keys(doc)).toEqual(['regulation', 'input', 'matches']);
    expect(doc.regulation).toEqual({
      name: 'Team Cup',
      matchTiebreaks: ['board count of wins', 'end-board elimination'],
      after: { kind: 'shared' },
    });
    expect(doc.input).toBe('team-ko-match-1.csv');
    const match = doc.matches[0];
    expect(Object.keys(match)).toEqual([
      'teams',
      'title',
      'sheet',
      'rows',
      'boards',
      'score',
      'winner',
      'decidedBy',
      'steps',
      'explanation',
    ]);
    expect([match.teams, match.title, match.sheet, match.rows]).toEqual([['Organisers', 'Players'], 'Result 1', 'team-ko-match-1', [1, 8]]);
    expect(match.boards[0]).toEqual({ board: 1, players: ['Reuben', 'Anand'], colour: null, result: '1-0' });
    expect(match.steps).toEqual([
      {
        criterion: 'board count of wins',
        label: 'board numbers won',
        values: [10, 11],
        ahead: 'Organisers',
        note: 'board numbers won: Organisers 10, Players 11: Organisers ahead, lower is better (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
        contributions: [
          [1, 4, 5].map((board) => ({ board, value: board, note: `won on board ${board} (win)` })),
          [2, 3, 6].map((board) => ({ board, value: board, note: `won on board ${board} (win)` })),
        ],
      },
    ]);
  });

  it('a match that is not drawn is decided by its score, and one still tied after the list says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const won = join(dir, 'won.csv');
    writeFileSync(won, 'Board,Organisers,Result,Players\n1,A,1-0,B\n2,C,½-½,D\n');
    const c = capture();
    expect(await run(['match', won, '--regulation', TEAM_CUP], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('Organisers 1½, Players ½: Organisers win the match on the score.');
    const tied = join(dir, 'tied.csv');
    writeFileSync(tied, 'Board,Organisers,Result,Players\n1,A,½-½,B\n2,C,½-½,D\n');
    const t = capture();
    expect(await run(['match', tied, '--regulation', TEAM_CUP], t.io)).toBe(0);
    expect(t.out.join('\n')).toContain(
      'Still tied after the list: the match stays drawn (the regulation says nothing after its match tie-breaks).',
    );
  });
});

describe('regula match: exit codes and diagnostics', () => {
  it('1 for a match sheet with errors, each at its cell; nothing is decided', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'Board,Organisers,Result,Players\n1,A,1-0,B\n2,C,win,D\n2,E,0-1,F\n4,G,1-0,H\n');
    const c = capture();
    expect(await run(['match', bad, '--regulation', TEAM_CUP], c.io)).toBe(1);
    expect(c.out).toEqual([]);
    expect(withoutFixes(c.err).map((l) => l.split(': ').slice(0, 2).join(': '))).toEqual([
      "'bad'!C3: error match/unknown-result",
      "'bad'!A4: error match/duplicate-board",
      "'bad'!A5: error match/missing-board",
      `${bad}: error cli/match-errors`,
    ]);
    expect(c.err.at(-1)).toBe(`${bad}: error cli/match-errors: not decided: the match sheet has errors`);
  });

  it('1 for a regulation without match tie-breaks, located at its `regulation` line (line 5, under the source comments)', async () => {
    const c = capture();
    expect(await run(['match', MATCH_1, '--regulation', OPEN], c.io)).toBe(1);
    expect(withoutFixes(c.err)).toEqual([
      `${OPEN}:5:1: error cli/no-match-tiebreaks: The regulation "Open Championship" has no \`match tie-breaks\` article, so a drawn match cannot be decided: add one (samples/regulations/team-cup-match-tiebreaks.regula: board count of wins, then end-board elimination)`,
    ]);
  });

  it('1 for a regulation with errors, before the match is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const broken = join(dir, 'broken.regula');
    writeFileSync(broken, 'regulation "Cup"\nmatch tie-breaks\n  1. DE\n');
    const c = capture();
    expect(await run(['match', join(dir, 'no-such.csv'), '--regulation', broken], c.io)).toBe(1);
    expect(c.err[0]).toMatch(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:6: error dsl/`));
    expect(c.err.at(-1)).toBe(`${broken}: error cli/regulation-errors: not decided: the regulation has errors`);
  });

  it('1 for usage: no regulation for a CSV, a bad --format or --out, a missing file, an unsupported file type', async () => {
    const none = capture();
    expect(await run(['match', MATCH_1], none.io)).toBe(1);
    expect(none.err[0]).toBe(
      'a match needs --regulation R.regula with a `match tie-breaks` article (or an .xlsx with the regulation saved on its Regulation sheet)',
    );
    expect(await run(['match', MATCH_1, '--regulation', TEAM_CUP, '--format', 'csv'], capture().io)).toBe(1);
    expect(await run(['match', MATCH_1, '--regulation', TEAM_CUP, '--out', 'x.csv'], capture().io)).toBe(1);
    expect(await run(['match', MATCH_1, '--regulation', TEAM_CUP, '--out', MATCH_1], capture().io)).toBe(1);
    const missing = capture();
    expect(await run(['match', 'no-such-match.csv', '--regulation', TEAM_CUP], missing.io)).toBe(1);
    expect(missing.err[0]).toBe('no-such-match.csv: error cli/no-such-file: no such file');
    const trf = capture();
    expect(await run(['match', join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), '--regulation', TEAM_CUP], trf.io)).toBe(
      1,
    );
    expect(trf.err[0]).toMatch(/unsupported file type for a match \(use \.csv or \.xlsx\)$/);
  });

  it('2 for an internal failure, with its stack', async () => {
    const err: string[] = [];
    const failing = {
      out: () => {
        throw new Error('stdout closed');
      },
      err: (t: string) => void err.push(t),
    };
    expect(await run(['match', MATCH_1, '--regulation', TEAM_CUP], failing)).toBe(2);
    expect(err[0]).toMatch(/^internal error: Error: stdout closed\n\s+at /);
  });

  it('--json: the match sheet’s issues with sheet and cell, the regulation’s with line and column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'Board,Organisers,Result,Players\n1,A,1-2,B\n');
    const c = capture();
    expect(await run(['match', bad, '--regulation', TEAM_CUP, '--json'], c.io)).toBe(1);
    const { diagnostics } = JSON.parse(c.err.join(''));
    expect(diagnostics[0]).toMatchObject({
      source: 'crosstable',
      file: bad,
      sheet: 'bad',
      cell: 'C2',
      severity: 'error',
      code: 'match/unknown-result',
    });
    const r = capture();
    expect(await run(['match', MATCH_1, '--regulation', OPEN, '--json'], r.io)).toBe(1);
    expect(JSON.parse(r.err.join('')).diagnostics[0]).toMatchObject({
      source: 'regulation',
      file: OPEN,
      line: 5,
      column: 1,
      code: 'cli/no-match-tiebreaks',
    });
  });

  it('is listed in the usage text and has its own help', async () => {
    const c = capture();
    expect(await run(['help'], c.io)).toBe(0);
    expect(c.out[0]).toContain(
      'regula match INPUT --regulation R.regula [--sheet NAME] [--format table|json] [--lang de|fr|es|ru|en] [--out OUT.xlsx] [--force] [--quiet] [--json]',
    );
    const h = capture();
    await run(['help', 'match'], h.io);
    expect(h.out[0]).toContain('--regulation  the .regula file whose `match tie-breaks` decide a drawn match');
  });
});
