import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, fixOf, hoverRegulation } from '../../dsl';
import { evaluate, evaluateArticles, type Crosstable, type PlayOffGame, type Regulation } from '../../engine';
import { documentMarkdown, regulationDocument } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { roundRobinWithUpsets } from '../support/round-robin';
import { compile } from '../support/vcf';

/*
 * Grand-prix points when players tie on points, in the regulations' own words: the FIDE
 * Women's Grand Prix 2009–10 ("Grand Prix points were split between players on equal
 * tournament points"; the tie-breaks DE, SB, Koya decide the trophies only) and the Grand Chess
 * Tour 2016 ("shared equally between tied players", one extra point to "any player who wins an
 * Event outright (without the need for a playoff)") — samples/regulations/, sources there — and
 * the other reading, the Grand Chess Tour 2015's ("based on their final standing … If 1st place
 * is determined by playoff, they earn 12 points"), written `points by final place`.
 *
 * The round robins are invented, worked out by hand: the lower starting number beats the
 * higher except in the upsets listed.
 *  - 12 players, upsets 3>1, 12>1, 8>2, 9>3, 7>5: 1, 2 and 3 on 9 (each beat one of the others:
 *    DE 1 each; SB 1: 9+8+6+6+6+5+4+2+1 = 47, 3: 9+8+18+5+2+1+1 = 44, 2: 9+8+18+4+2+1+1 = 43;
 *    Koya 5 each), 4 on 8, 5, 6 and 7 on 6 (a cycle: level on DE, SB 19 and Koya), 8 on 5, 9 on
 *    4, 10 on 2, 11 and 12 on 1 (11 won their game).
 *  - 10 players, upsets 3>1, 10>1, 8>2, 9>3: 1, 2 and 3 on 7, 4 on 6, 5 on 5, 6 on 4, 7 and 8
 *    on 3, 9 on 2, 10 on 1.
 */

const sampleText = (name: string) => readFileSync(join(REPO_ROOT, 'samples', 'regulations', `${name}.regula`), 'utf8');
const WGP = sampleText('fide-womens-grand-prix-2009-10');
const GCT = sampleText('grand-chess-tour-2016');
const WGP_FIELD = () =>
  roundRobinWithUpsets(12, [
    [3, 1],
    [12, 1],
    [8, 2],
    [9, 3],
    [7, 5],
  ]);
const GCT_FIELD = () =>
  roundRobinWithUpsets(10, [
    [3, 1],
    [10, 1],
    [8, 2],
    [9, 3],
  ]);

function grandPrix(table: Crosstable, regulation: Regulation) {
  const evaluation = evaluate(table, regulation);
  const gp = evaluateArticles(evaluation, { event: 'Event 1' }).grandPrix[0]!;
  const of = (id: number) => gp.players.find((p) => p.player === id)!;
  return { evaluation, gp, of, points: gp.players.map((p) => [p.player, p.points.toString()]) };
}

describe('FIDE Women’s Grand Prix 2009–10: points split between players on equal tournament points', () => {
  const { evaluation, gp, of, points } = grandPrix(WGP_FIELD(), compile(WGP));

  it('the tie-break list orders the trophies: 1, 3, 2 on Sonneborn-Berger (47, 44, 43) after DE leaves them level', () => {
    expect(evaluation.standings.slice(0, 3).map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [1, 1, 'SB'],
      [3, 2, 'SB'],
      [2, 3, 'SB'],
    ]);
  });

  it('the three tied on 9 share 1st–3rd: (160 + 130 + 110) / 3 = 400/3 each, exactly; 5th–7th (80 + 70 + 60) / 3 = 70', () => {
    expect(points).toEqual([
      [1, '400/3'],
      [3, '400/3'],
      [2, '400/3'],
      [4, '90'],
      [5, '70'],
      [6, '70'],
      [7, '70'],
      [8, '50'],
      [9, '40'],
      [10, '30'],
      [11, '15'],
      [12, '15'],
    ]);
    expect(of(2).audit).toEqual(['points by place: places 1–3 shared, averaged: (160 + 130 + 110) / 3 = 400/3']);
    expect(gp.issues).toEqual([]);
  });

  it('the other reading, points by final place: 160, 130, 110 in the tie-break order, and 5th–7th as the table shares them', () => {
    const byFinalPlace = WGP.replace(
      'tied players share the points evenly  # "split between players on equal tournament points"',
      'points by final place\n  shared places averaged',
    );
    const other = grandPrix(WGP_FIELD(), compile(byFinalPlace));
    expect(other.points.slice(0, 7)).toEqual([
      [1, '160'],
      [3, '130'],
      [2, '110'],
      [4, '90'],
      [5, '70'],
      [6, '70'],
      [7, '70'],
    ]);
  });

  it('without either statement, check asks which reading the regulation means, listing both wordings', () => {
    const unstated = WGP.replace('  tied players share the points evenly  # "split between players on equal tournament points"\n', '');
    const found = checkRegulation(unstated).diagnostics;
    expect(found.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        'dsl/grand-prix-ties-unstated',
        'error',
        'Grand prix "Grand Prix points" does not say how players tied on points score, and the file has a tie-break list: are the points of their places shared equally, or given by the final places after the tie-breaks and play-off?',
      ],
    ]);
    expect(found[0]!.span.start).toMatchObject({ line: 25, column: 12 });
    // What to do lists both wordings, each with the regulation that uses it.
    expect(fixOf(found[0]!)).toMatch(
      /`tied players share the points` \(FIDE Women’s Grand Prix.*`points by final place` \(.*Grand Chess Tour 2015/,
    );
  });

  it('the hover of the article and render state the reading taken', () => {
    const hover = hoverRegulation(WGP, WGP.indexOf('grand-prix "') + 1)!;
    expect(hover.text.split('\n').at(-1)).toBe(
      'Tied players: players tied on points share the points of the places they occupy, added up and divided equally; the tie-break list and any play-off do not change the points.',
    );
    const md = documentMarkdown(regulationDocument(compile(WGP)));
    expect(md).toContain('Each participant receives grand-prix points by the place on points alone:');
    expect(md).toContain(
      'Participants tied on points share the points of the places they occupy, added up and divided equally; the tie-breaks and any play-off do not change the points.',
    );
  });
});

describe('Grand Chess Tour 2016: shared equally between tied players, a bonus point to the outright winner', () => {
  it('three tied for first share (12 + 10 + 8) / 3 = 10 each and none wins outright: no bonus', () => {
    const { points, of } = grandPrix(GCT_FIELD(), compile(GCT));
    expect(points.slice(0, 4)).toEqual([
      [1, '10'],
      [2, '10'],
      [3, '10'],
      [4, '7'],
    ]);
    expect(of(1).audit.at(-1)).toBe(
      'no bonus 1 for clear place 1: places 1–3 shared on points by Player 1, Player 2, Player 3 (a clear place only, won outright without a tie-break or play-off)',
    );
  });

  it('a winner alone on points earns 12 + 1 = 13 (“13/12*”)', () => {
    const { points, of } = grandPrix(roundRobinWithUpsets(10, []), compile(GCT));
    expect(points.slice(0, 2)).toEqual([
      [1, '13'],
      [2, '10'],
    ]);
    expect(of(1).audit).toEqual(['points by place: place 1: 12', 'bonus 1 for clear place 1: alone on points in place 1']);
  });

  // The 2016 text transcribed here has no play-off; one for first place, as the Tour's events held them.
  const PLAY_OFF = ['play-off', '  for first place, players tied on points', '  1. 1 rapid game', '  2. armageddon'].join('\n');
  const game = (stage: number, white: number, black: number, result: PlayOffGame['result']): PlayOffGame => ({
    stage,
    white,
    black,
    result,
  });
  // A round robin of one rapid game each: 2 beats 1 and 3, 3 beats 1.
  const PLAYED = { games: [game(1, 2, 1, 'white'), game(1, 3, 2, 'black'), game(1, 1, 3, 'black')] };

  it('the play-off puts its winner first in the standings, but the points stay shared and no bonus is won outright', () => {
    const { evaluation, points } = grandPrix({ ...GCT_FIELD(), playOff: PLAYED }, compile(`${GCT}\n${PLAY_OFF}\n`));
    expect(evaluation.standings[0]).toMatchObject({ player: 2, rank: 1, decidedBy: 'play-off' });
    expect(points.slice(0, 3)).toEqual([
      [2, '10'],
      [1, '10'],
      [3, '10'],
    ]);
  });

  it('“bonus 1 to first in the final standings” goes to the play-off’s winner instead', () => {
    const text = `${GCT.replace('bonus 1 to clear first ', 'bonus 1 to first in the final standings')}\n${PLAY_OFF}\n`;
    const { points, of } = grandPrix({ ...GCT_FIELD(), playOff: PLAYED }, compile(text));
    expect(points.slice(0, 3)).toEqual([
      [2, '11'],
      [1, '10'],
      [3, '10'],
    ]);
    expect(of(2).audit.at(-1)).toBe('bonus 1 for final place 1: alone in the final standings on place 1');
  });

  it('read as the 2015 Tour’s “final standing”: the play-off’s winner 12, the others by the tie-breaks (here none: shared)', () => {
    const text = `${GCT.replace('tied players share the points equally', 'points by final place\n  shared places averaged')}\n${PLAY_OFF}\n`;
    const { points, of } = grandPrix({ ...GCT_FIELD(), playOff: PLAYED }, compile(text));
    // 2 first by the play-off (12); 1 and 3 level on the list share 2nd–3rd: (10 + 8) / 2 = 9.
    expect(points.slice(0, 3)).toEqual([
      [2, '12'],
      [1, '9'],
      [3, '9'],
    ]);
    expect(of(2).audit.at(-1)).toBe(
      'no bonus 1 for clear place 1: places 1–3 shared on points by Player 2, Player 1, Player 3 (a clear place only, won outright without a tie-break or play-off)',
    );
  });

  it('points by final place while the play-off is not recorded: its places earn nothing yet, the rest their points', () => {
    const text = `${GCT.replace('tied players share the points equally', 'points by final place')}\n${PLAY_OFF}\n`;
    const { gp, points } = grandPrix(GCT_FIELD(), compile(text));
    expect(points.slice(0, 2)).toEqual([
      [4, '7'],
      [5, '6'],
    ]);
    expect(gp.withoutPoints.slice(0, 3)).toEqual(
      [1, 2, 3].map((player) => ({
        player,
        reason: 'points by final place: places 1–3 wait for the play-off, whose results are not recorded',
      })),
    );
  });
});

describe('the language of ties in a grand prix', () => {
  const diagnostics = (...lines: string[]) =>
    compileRegulation(
      ['regulation "GP"', 'tie-breaks', '  1. SB', 'grand-prix "GP"', ...lines.map((l) => `  ${l}`), ''].join('\n'),
    ).diagnostics.map((d) => `${d.code} ${d.message}`);

  it('asks on a play-off article or "then play-off" too, and not where the final standings are on points alone', () => {
    const asked = (text: string) => checkRegulation(text).diagnostics.map((d) => d.code);
    const gp = 'grand-prix "GP"\n  points by place 3, 2, 1\n';
    expect(asked(`regulation "GP"\ntie-breaks\n  then play-off\n${gp}`)).toEqual(['dsl/grand-prix-ties-unstated']);
    // The Armageddon game is for two: the play-off of more than two notes it (dsl/play-off-two-player-stage).
    expect(asked(`regulation "GP"\n${gp}play-off\n  1. armageddon\n`)).toEqual([
      'dsl/grand-prix-ties-unstated',
      'dsl/play-off-two-player-stage',
    ]);
    expect(asked(`regulation "GP"\ntie-breaks\n  then shared\n${gp}`)).toEqual([]);
    expect(asked(`regulation "GP"\n${gp}`)).toEqual([]);
  });

  it('takes one reading: two are a contradiction, and sharing contradicts "take the higher"', () => {
    expect(diagnostics('points by place 3, 2, 1', 'tied players share the points', 'points by final place')).toEqual([
      'dsl/grand-prix-ties-twice "points by final place" contradicts "tied players share the points" on line 6: a grand prix gives tied players their points one way',
    ]);
    expect(diagnostics('points by place 3, 2, 1', 'tied players share the points', 'shared places take the higher')).toEqual([
      `dsl/share-and-higher "shared places take the higher" gives each tied player the highest place's points; "tied players share the points" on line 6 divides them equally`,
    ]);
    expect(diagnostics('points by place 3, 2, 1', 'points by final place', 'bonus 1 to clear first in the final standings')).toEqual([
      'dsl/bonus-clear-final A clear place is won alone on points, without a tie-break or play-off; "in the final standings" is the place after them: a bonus reads one',
    ]);
  });

  it('hover and render state the other readings too: final place, and each kind of bonus', () => {
    const text = `${GCT.replace('tied players share the points equally', 'points by final place\n  bonus 2 to place 2 in the final standings')}\n${'tie-breaks\n  1. SB\n'}`;
    const hoverOf = (word: string) => hoverRegulation(text, text.indexOf(word) + 1)!;
    expect(hoverOf('grand-prix "').text.split('\n').at(-1)).toBe(
      'Tied players: the points follow the final standings, after the tie-break list and any play-off.',
    );
    expect(hoverOf('in the final standings').title).toBe(
      'bonus AMOUNT to first in the final standings | to place N in the final standings',
    );
    expect(hoverOf('clear first').text).toMatch(/^Extra points for a participant alone in the place on points, who won it outright/);
    const md = documentMarkdown(regulationDocument(compile(text)));
    expect(md).toContain('Each participant receives grand-prix points by the place in the final standings:');
    expect(md).toContain('A bonus of 2 to the participant placed 2nd in the final standings, after the tie-breaks and any play-off.');
    expect(md).toContain(
      'The points follow the place in the final standings, after the tie-breaks and any play-off; places a play-off decides receive their points once its games are recorded.',
    );
  });

  it('lowers each wording to its reading, and shares a formula’s values of a tied group equally', () => {
    const lowered = (line: string) =>
      compile(`regulation "GP"\ntie-breaks\n  1. SB\ngrand-prix "GP"\n  points = score\n  ${line}\n`).grandPrix![0]!;
    expect(['tied players share the points', 'points by final place', 'no tie-breaks'].map((l) => lowered(l).tiedPlayers)).toEqual([
      'share',
      'final-place',
      'points',
    ]);
    // points = 10 + rating / 100 (formula values differ within a tie on points): shared, they are averaged.
    const rated: Crosstable = (() => {
      const table = GCT_FIELD();
      return { ...table, players: table.players.map((p) => ({ ...p, rating: 2700 + 10 * p.id })) };
    })();
    const text = 'regulation "GP"\ntie-breaks\n  1. SB\ngrand-prix "GP"\n  points = 10 + rating / 100\n  tied players share the points\n';
    const { of } = grandPrix(rated, compile(text));
    // 1, 2, 3: 37.1, 37.2, 37.3 → (37.1 + 37.2 + 37.3) / 3 = 37.2 each.
    expect([1, 2, 3].map((id) => of(id).points.toString())).toEqual(['186/5', '186/5', '186/5']);
    expect(of(1).audit.at(-1)).toBe(
      'tied on points with Player 1, Player 3, Player 2 (places 1–3): the points shared equally: (37.1 + 37.3 + 37.2) / 3 = 37.2',
    );
  });
});
