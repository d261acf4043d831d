import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';

const TOURNAMENTS = join(REPO_ROOT, 'samples', 'tournaments');
const REGULATIONS = join(REPO_ROOT, 'samples', 'regulations');

async function explain(...args: string[]): Promise<string[]> {
  const out: string[] = [];
  const code = await run(['explain', ...args, '--quiet'], { out: (t) => void out.push(t), err: () => undefined });
  expect(code).toBe(0);
  return out.join('\n').split('\n');
}

describe('regula explain, in words', () => {
  /*
   * The club championship (samples/tournaments/README.md): Adler, Castell and Graf end on
   * 8.5 points; under the per-cycle withdrawal rule the list's first criterion, DE, counts
   * only the games among the three (C.07 art. 6). In two cycles each pair met twice, so each
   * encounter is the average of its two games (C.07 6.1.2): Graf–Castell ½ and 1 → 0.75,
   * Graf–Adler 1 and 0 → 0.5: Graf 1.25; Adler 0.5 + 0.5 = 1; Castell 0.25 + 0.5 = 0.75.
   */
  it('explains a direct-encounter split: who was tied, on what, each one’s DE and the encounters behind it', async () => {
    const file = join(TOURNAMENTS, 'club-championship-drr-8.trf');
    const regulation = join(REGULATIONS, 'club-double-round-robin.regula');
    expect(await explain(file, 'Castell', '--regulation', regulation)).toEqual(
      expect.arrayContaining([
        'Castell, Clara (3) is placed 3 of 8, decided by DE.',
        'Tied on 8.5 points with Adler, Anna (1) and Graf, Greta (7); DE: Adler, Anna (1) 1, Castell, Clara (3) 0.75, Graf, Greta (7) 1.25 → placed 3rd of the 3.',
        '  DE (direct encounter): points from the games among the tied participants, recomputed for every subgroup still tied (FIDE C.07 art. 6).',
      ]),
    );
    expect(await explain(file, '7', '1', '--regulation', regulation)).toEqual([
      'Graf, Greta (7) is above Adler, Anna (1): DE decided (1.25 against 1), among 3 tied participants on 8.5 points.',
      'DE (direct encounter): points from the games among the tied participants, recomputed for every subgroup still tied (FIDE C.07 art. 6).',
      '  Graf, Greta (7) DE = 1.25',
      '    round 2 vs Castell, Clara (3): 0.75 — average of 2 encounters (C.07 6.1.2)',
      '    round 7 vs Adler, Anna (1): 0.5 — average of 2 encounters (C.07 6.1.2)',
      '  Adler, Anna (1) DE = 1',
      '    round 3 vs Castell, Clara (3): 0.5 — average of 2 encounters (C.07 6.1.2)',
      '    round 7 vs Graf, Greta (7): 0.5 — average of 2 encounters (C.07 6.1.2)',
    ]);
  });

  /*
   * The TEC exercise under the 2009 (Kallithea) rules of the Indian Under-11 regulation:
   * Larsen (12) has a pairing-allocated bye in round 2, a forfeit win in round 3 and no
   * games in rounds 4–5. Each own unplayed round counts a virtual opponent
   * Svon = SPR + (1 − SfPR) + 0.5 × (n − R) (digest §2): round 4, SPR 2, SfPR 0, n − R = 1 →
   * 2 + 1 + 0.5 = 3.5; round 2, SPR 0, SfPR 1 (the bye's point), n − R = 3 → 0 + 0 + 1.5 = 1.5.
   */
  it('explains a virtual opponent (FIDE 2009): the score before the round, the round, the later draws', async () => {
    const file = join(TOURNAMENTS, 'tec-exercise-16.trf');
    const lines = await explain(file, 'Larsen', 'Novak', '--regulation', join(REGULATIONS, 'india-under-11-2012.regula'));
    expect(lines[0]).toBe(
      'Larsen, Lars (12) is above Novak, Nikola (14): buchholz decided (13.5 against 12), among 3 tied participants on 2 points.',
    );
    expect(lines).toContain(
      '    round 2: 1.5 — pab: virtual opponent: 0 before round 2 + 0 for the round + 1.5 for 3 later draws = 1.5 (FIDE 2009)',
    );
    expect(lines).toContain(
      '    round 4: 3.5 — absent: virtual opponent: 2 before round 4 + 1 for the round + 0.5 for 1 later draw = 3.5 (FIDE 2009)',
    );
    // The opponent's side: Novak lost round 3 to Larsen by forfeit, and his own round 4 is a virtual opponent too.
    expect(lines).toContain(
      '    round 3 vs Larsen, Lars (12): 3 — forfeit-loss: virtual opponent: 1 before round 3 + 1 for the round + 1 for 2 later draws = 3 (FIDE 2009)',
    );
    expect(lines).toContain(
      '    round 1 vs Fischer, Felix (6): 2.5 — opponent’s score 3 adjusted to 2.5 (unplayed games as draws, FIDE 2009)',
    );
  });

  it('says which participants a name matches when it is ambiguous (exit 1)', async () => {
    const err: string[] = [];
    const file = join(TOURNAMENTS, 'tec-exercise-16.trf');
    expect(await run(['explain', file, 'an', '--quiet'], { out: () => undefined, err: (t) => void err.push(t) })).toBe(1);
    expect(err[0]).toMatch(/^"an" matches \d+ participants: /);
  });
});

describe('regula explain on a team event (a TRF with 310 lines)', () => {
  const file = join(TOURNAMENTS, 'team-swiss-6.trf');
  const regulation = join(REGULATIONS, 'fide-2026-team-swiss.regula');

  it('takes team names or numbers: Old Town below Riverside by EDET’s top board (C.07 13.3.2)', async () => {
    // samples/tournaments/README.md: both on 2 MP, their round-3 match drawn 1–1 on MP and GP; Riverside won board 1.
    expect((await explain(file, 'Old Town', '--regulation', regulation)).slice(0, 2)).toEqual([
      'Old Town Knights (3) is placed 5 of 6, decided by EDET/P.',
      'Tied on 2 match points with Riverside Rooks (2); EDET/P: Riverside Rooks (2) MP 1 | GP 1 | TBR board 1 1, Old Town Knights (3) MP 1 | GP 1 | TBR board 1 0 → placed 2nd of the 2.',
    ]);
    const pair = await explain(file, '3', 'Riverside', '--regulation', regulation);
    expect(pair[0]).toBe(
      'Riverside Rooks (2) is above Old Town Knights (3): EDET/P decided (MP 1 | GP 1 | TBR board 1 1 against MP 1 | GP 1 | TBR board 1 0), among 2 tied participants on 2 match points.',
    );
    expect(pair).toContain('    round 3 vs Old Town Knights (3): 1 — TBR board 1 (C.07 13.3.2): board 1: win');
  });

  it('names the team a PLAYER does not match', async () => {
    const err: string[] = [];
    const code = await run(['explain', file, 'Bishops Club', '--regulation', regulation], {
      out: () => undefined,
      err: (t) => void err.push(t),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(`No participant's name contains "Bishops Club"`);
  });

  it('says in words when the list leaves a tie: the places are shared (TEC exercise ranked on points alone)', async () => {
    const lines = await explain(join(TOURNAMENTS, 'tec-exercise-16.trf'), '1', '--criteria', 'PTS', '--edition', 'fide-2026');
    expect(lines[0]).toBe('Adams, Alice (1) shares places 2–5 of 16, tied on every criterion of the list: the places are shared.');
  });

  it('shows what a team group criterion compared, and a whole-field criterion without "tied"', async () => {
    const team = ['--regulation', join(REGULATIONS, 'fide-2026-team-swiss.regula')];
    const rooks = await explain(join(TOURNAMENTS, 'team-swiss-6.trf'), '2', ...team);
    expect(rooks).toContain('  EDET/P: MP 1 | GP 1 | TBR board 1 1');
    const knights = await explain(join(TOURNAMENTS, 'team-swiss-6.trf'), '3', ...team);
    expect(knights).toContain('  EDET/P: MP 1 | GP 1 | TBR board 1 0');
    const pair = await explain(join(TOURNAMENTS, 'team-swiss-6.trf'), '3', '4', ...team);
    expect(pair[0]).toBe('Fianchetto Club (4) is above Old Town Knights (3): MP decided (4 against 2).');
  });
});
