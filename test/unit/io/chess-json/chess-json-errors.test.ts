import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInputIssue, isChessJson, MAX_ISSUES_PER_CODE, readChessJson } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

// The Chess-JSON reader's errors: at the value's line and column, with its place in the file, what was found and what was expected.
const PUB01 = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-json', 'pub01_swiss_13x5_allkinds.json'), 'utf8');
const lines = (text: string) => readChessJson(text, { file: 'e.json' }).issues.map(formatInputIssue);

const event = (tournament: object) => JSON.stringify({ filetype: 'Event', event: { profiles: [], tournaments: [tournament] } }, null, 1);
const game = (round: number, white: number, black: number, wResult: string, bResult?: string, played = true) => ({
  round,
  white,
  black,
  played,
  wResult,
  ...(bResult && { bResult }),
});
const two = (games: object[], extra: object = {}) =>
  event({ numRounds: 2, competitors: [{ cid: 1 }, { cid: 2 }, { cid: 3 }], gameList: games, ...extra });

describe('readChessJson: located errors', () => {
  it('a syntax error at its line and column', () => {
    expect(lines('{\n  "filetype": "Event",\n  "event": {,}\n}')).toEqual([
      'e.json:3:13: error chess-json/not-json: found ",", expected a member name in double quotes',
    ]);
    expect(lines('{"a": 1')).toEqual([
      'e.json:1:8: error chess-json/not-json: found the end of the file after the value of "a", expected "," or "}"',
    ]);
  });

  it('JSON that is not an event, or holds several tournaments', () => {
    expect(lines('{"filetype": "resultjson"}')).toEqual([
      'e.json:1:14: error chess-json/not-an-event: found "filetype": "resultjson" and no "event", expected a Chess-JSON event ("filetype": "Event" with an "event" object)',
    ]);
    const several = JSON.stringify({ filetype: 'Event', event: { tournaments: [{ name: 'Open' }, { name: 'Juniors' }] } });
    expect(lines(several)[0]).toMatch(
      /error chess-json\/several-tournaments: event.tournaments: found 2 tournaments \(Open, Juniors\), expected one/,
    );
  });

  it('a value of the wrong kind, an unknown competitor, two games in a round, an unknown result', () => {
    const text = two([game(1, 1, 2, 'W', 'L'), game(1, 2, 3, 'D', 'D'), game(2, 1, 9, 'W', 'L'), game(2, 3, 0, 'Q')], {
      competitors: [{ cid: 1 }, { cid: 2 }, { cid: 3, gamePoints: 'many' }],
    });
    const found = lines(text);
    expect(
      found.some((l) =>
        /chess-json\/bad-value: event.tournaments\[0\].competitors\[2\].gamePoints: found the text "many", expected points/.test(l),
      ),
    ).toBe(true);
    expect(
      found.some((l) =>
        /chess-json\/twice-in-round: event.tournaments\[0\].gameList\[1\]: competitor 2 already has a game in round 1 \(event.tournaments\[0\].gameList\[0\]\)/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(
      found.some((l) => /chess-json\/unknown-competitor: event.tournaments\[0\].gameList\[2\].black: found competitor 9/.test(l)),
    ).toBe(true);
    expect(
      found.some((l) =>
        /chess-json\/unknown-result: event.tournaments\[0\].gameList\[3\].wResult: found "Q", expected one of W D L Z P F H/.test(l),
      ),
    ).toBe(true);
    expect(found.every((l) => /^e\.json:\d+:\d+: /.test(l))).toBe(true);
    expect(readChessJson(text).event).toBeUndefined();
  });

  it('results that do not fit together', () => {
    expect(lines(two([game(1, 1, 2, 'W', 'W')]))[0]).toMatch(
      /results-disagree: event.tournaments\[0\].gameList\[0\]: found "W" against "W" in a game played/,
    );
    expect(lines(two([game(1, 1, 2, 'D', 'D', false)]))[0]).toMatch(/found "D" against "D" in a game not played, expected a forfeit/);
  });

  it('a competitor whose points differ from its results: a warning, the results count', () => {
    const text = two([game(1, 1, 2, 'W', 'L'), game(2, 1, 3, 'D', 'D')], {
      competitors: [{ cid: 1, gamePoints: 2 }, { cid: 2 }, { cid: 3 }],
    });
    const read = readChessJson(text, { file: 'e.json' });
    expect(read.issues.map(formatInputIssue)).toEqual([
      expect.stringMatching(
        /^e\.json:\d+:\d+: warning chess-json\/declared-points: event.tournaments\[0\].competitors\[0\].gamePoints: competitor 1 declares 2 points, the results give 1\.5/,
      ),
    ]);
    expect(read.event?.kind).toBe('individual');
  });

  it('a paired game without results is pending: the standings are after the round before', () => {
    const read = readChessJson(two([game(1, 1, 2, 'W', 'L'), { round: 2, white: 1, black: 3 }]));
    expect(read.afterRound).toBe(1);
    expect(read.issues.map((i) => i.code)).toEqual(['chess-json/pending-round']);
  });

  it('never throws on damaged text, and bounds its issues', () => {
    for (let cut = 0; cut < PUB01.length; cut += 97) expect(() => readChessJson(PUB01.slice(0, cut))).not.toThrow();
    const many = two(Array.from({ length: 500 }, () => game(1, 1, 9, 'W', 'L')));
    const issues = readChessJson(many).issues.filter((i) => i.code === 'chess-json/unknown-competitor');
    expect(issues).toHaveLength(MAX_ISSUES_PER_CODE + 1);
    expect(issues.at(-1)!.omitted).toBe(500 - MAX_ISSUES_PER_CODE - 1);
  });

  it('tells JSON from TRF and CSV by its first character', () => {
    expect(isChessJson(PUB01)).toBe(true);
    expect(isChessJson('\ufeff  {"filetype": "Event"}')).toBe(true);
    expect(isChessJson('012 Open\n001    1')).toBe(false);
    expect(isChessJson('No;Name;R1')).toBe(false);
  });

  it('reads points exactly, from numbers and decimal strings', () => {
    const text = two([game(1, 1, 0, 'P')], { scoreSystem: { game: { W: '1.0', D: 0.5, L: '0.0', P: 0.1, Z: '0.0' } } });
    const read = readChessJson(text);
    expect(read.crosstable!.pointSystem.pab.toString()).toBe('1/10');
  });
});
