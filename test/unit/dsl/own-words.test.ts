import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { checkRegulation, compileRegulation } from '../../../dsl';
import { AMBIGUOUS_NAMES, CRITERIA, findCriterion, parseCriterionSpecifier, REGULATION_NAMES } from '../../../engine';
import { capture } from '../../support/cli';
import { file, printed } from '../../support/dsl';
import { REPO_ROOT } from '../../support/fixture-paths';

// Issue 19 item 1: the names printed regulations use, in English and in national languages
// (engine/tiebreaks/regulation-names.ts cites where each is used), each one registry criterion
// with its modifiers; a name with several meanings is reported with the choices.
const individual = (...items: string[]) =>
  compileRegulation(file('regulation "R"', 'rules fide-2026', 'tie-breaks', ...items.map((t, i) => `  ${i + 1}. ${t}`)));
const specs = (...items: string[]) => {
  const compiled = individual(...items);
  expect(printed(compiled.diagnostics)).toEqual([]);
  return compiled.regulation!.tiebreaks.slice(1).map(({ text: _text, ...spec }) => spec);
};

describe('the table of regulations’ own names', () => {
  it('maps every name to a valid specifier, cites a source, and shadows no registry name', () => {
    for (const n of REGULATION_NAMES) {
      const parsed = parseCriterionSpecifier(n.means);
      expect(parsed.ok, n.name).toBe(true);
      expect(n.source.length, n.name).toBeGreaterThan(10);
      expect(findCriterion(n.name), n.name).toBeUndefined();
      expect(n.name).toBe(n.name.toLowerCase());
    }
    for (const n of AMBIGUOUS_NAMES) for (const c of n.choices) expect(individual(c.write).diagnostics, c.write).toEqual([]);
    expect(new Set(CRITERIA.map((d) => d.code)).size).toBe(CRITERIA.length);
  });
});

describe('names as regulations print them', () => {
  it('reads the compact and hyphenated forms: Buchholz Cut-1, AROC1, BHM1, median Buchholz', () => {
    expect(specs('Buchholz Cut-1', 'AROC1', 'BHM2', 'median Buchholz', 'sonneborn-berger median-1')).toEqual([
      { code: 'BH', cut: 1 },
      { code: 'ARO', cut: 1 },
      { code: 'BH', median: 2 },
      { code: 'BH', median: 1 },
      { code: 'SB', median: 1 },
    ]);
  });

  it('reads German, Dutch and Spanish names, with modifier words after them', () => {
    expect(specs('Buchholz-Wertung', 'Sonneborn-Berger-Wertung', 'gemittelte Buchholz-Wertung', 'Fortschrittswertung')).toEqual([
      { code: 'BH' },
      { code: 'SB' },
      { code: 'BH', median: 1 },
      { code: 'PS' },
    ]);
    expect(specs('Buchholz-Wertung cut 2', 'Weerstandspunten median 1', 'onderling resultaat', 'SB-punten')).toEqual([
      { code: 'BH', cut: 2 },
      { code: 'BH', median: 1 },
      { code: 'DE' },
      { code: 'SB' },
    ]);
    expect(specs('Buchholz mediano 2', 'Buchholz -1', 'valoración media de los oponentes', 'AROC')).toEqual([
      { code: 'BH', median: 2 },
      { code: 'BH', cut: 1 },
      { code: 'ARO' },
      { code: 'ARO', cut: 1 },
    ]);
  });

  it('reports a name that means several criteria, with what to write for each', () => {
    expect(printed(individual('verfeinerte Buchholz-Wertung').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/ambiguous-criterion-name: "verfeinerte Buchholz-Wertung" means two different criteria in German regulations: write "sum of buchholz" for the sum of the opponents’ Buchholz numbers (SOB), or "gemittelte buchholz-wertung" for Buchholz without the best and the worst opponent (BH/M1)',
    ]);
    expect(printed(individual('Feinwertung').diagnostics)[0]).toContain(
      '"Feinwertung" is the German word for tie-breaking in general, not one criterion: write "buchholz-wertung" for Buchholz (BH)',
    );
  });

  it('says which modifier a glued form may not take', () => {
    expect(printed(individual('TPNC1').diagnostics)).toEqual([
      'test.regula:4:9: error dsl/modifier-not-allowed: Modifier "C1" is not allowed for TPN (allowed: reverse (/R))',
    ]);
  });
});

describe('did-you-mean never suggests what is an error where the name stands', () => {
  const team = (item: string) =>
    printed(
      checkRegulation(
        file(
          'regulation "T"',
          'rules fide-2024 team swiss',
          'scoring',
          '  match win 2, match draw 1, match loss 0',
          '  ranked by match points',
          'tie-breaks',
          `  1. ${item}`,
        ),
      ).diagnostics,
    );

  it('suggests a team criterion in a team event, and no individual one', () => {
    expect(team('olympic sonneborn-berger')).toEqual([
      'test.regula:7:6: error dsl/unknown-criterion: Unknown tie-break "olympic sonneborn-berger" (did you mean "olympiad sonneborn-berger"?)',
    ]);
    expect(team('gam points')).toEqual([
      'test.regula:7:6: error dsl/unknown-criterion: Unknown tie-break "gam points" (did you mean "game points"?)',
    ]);
    // "us sonneborn-berger" ranks players, an error in a team event: not offered.
    expect(team('us sonneborn-bergr')).toEqual(['test.regula:7:6: error dsl/unknown-criterion: Unknown tie-break "us sonneborn-bergr"']);
  });

  it('suggests no team or match criterion in an individual event, nor one the edition lacks', () => {
    expect(printed(individual('extended direct encountr').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "extended direct encountr"',
    ]);
    expect(printed(individual('bord count').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "bord count"',
    ]);
    expect(printed(individual('buchholtz cut 1').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "buchholtz cut 1" (did you mean "buchholz cut 1"?)',
    ]);
  });
});

describe('the Olympiad’s tie-breaks in its own words (Chess Olympiad regulations, rule 14 a–c)', () => {
  const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf');
  const OLYMPIAD = join(REPO_ROOT, 'samples', 'regulations', 'chess-olympiad-2024.regula');
  const rank = async (args: string[]) => {
    const c = capture();
    expect(await run(['rank', TEAMS, ...args, '--format', 'csv', '--quiet'], c.io)).toBe(0);
    return c.out.join('\n').trim().split('\n');
  };

  it('ranks exactly as the acronyms EMGSB/C1, GP, BH:MP/C1, with the values worked out by hand', async () => {
    const words = await rank(['--regulation', OLYMPIAD]);
    const codes = await rank(['--criteria', 'PTS EMGSB/C1 GP BH:MP/C1', '--edition', 'fide-2024']);
    // B 4 MP; A and D 3 MP: A's Olympiad SB drops C (2 MP), the lowest opponent: B 4 × 2.5 + D 3 × 1.5 = 14.5;
    // D's drops C too: B 4 × 1 + A 3 × 2.5 = 11.5. B: A 3 × 1.5 + D 3 × 3 = 13.5 (C dropped); C: 6 + 6 (one of A, D dropped).
    const body = (rows: string[]) => rows.slice(1).map((r) => r.split(',').slice(0, 7));
    expect(body(words)).toEqual([
      ['1', '2', 'Team B', '4', '13.5', '7', '6'],
      ['2', '1', 'Team A', '3', '14.5', '6', '7'],
      ['3', '4', 'Team D', '3', '11.5', '5.5', '7'],
      ['4', '3', 'Team C', '2', '12', '5.5', '7'],
    ]);
    expect(body(words)).toEqual(body(codes));
  });

  it('a plain sonneborn-berger there is an error that names both choices; SB:MP gives other values', async () => {
    const checked = checkRegulation(
      file('regulation "T"', 'rules fide-2024 team swiss', 'scoring', '  ranked by match points', 'tie-breaks', '  1. sonneborn-berger'),
    );
    expect(checked.diagnostics.map((d) => [d.code, d.severity])).toEqual([['dsl/team-sonneborn-berger', 'error']]);
    // C.07 13's SB on match points: A = B 4 × 2 + C 2 × 1 = 10, not the Olympiad's 14.5 (cut) / 18.5.
    const sb = await rank(['--criteria', 'PTS SB:MP', '--edition', 'fide-2024']);
    expect(sb[2]!.split(',').slice(0, 5)).toEqual(['2', '1', 'Team A', '3', '10']);
  });
});

describe('a German regulation in its own words (Deutschlandturnier 2016, Turnierbestimmungen III.2)', () => {
  const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
  const GERMAN = join(REPO_ROOT, 'samples', 'regulations', 'deutschlandturnier-2016.regula');
  const rank = async (args: string[]) => {
    const c = capture();
    expect(await run(['rank', TEC, ...args, '--format', 'csv', '--quiet'], c.io)).toBe(0);
    // Names are quoted ("Novak, Nikola"): split on the commas outside quotes.
    const cells = (row: string) => row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"|"$/g, ''));
    return c.out
      .join('\n')
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => cells(r).slice(0, 6));
  };

  it('Buchholz-Wertung then Sonneborn-Berger-Wertung rank exactly as BH, SB under the 2009 rules', async () => {
    const words = await rank(['--regulation', GERMAN]);
    expect(words).toEqual(await rank(['--criteria', 'PTS BH SB', '--edition', 'fide-2009']));
    // Novak (14) and Olsen (15): 2 points, Buchholz 12 each; Sonneborn-Berger decides. Olsen's
    // wins: Evans 2.5 + Jensen 1 = 3.5. Novak's: Fischer 3 with a full-point bye counted as a
    // draw (2009) = 2.5, + Moreau 1.5 = 4.
    expect(words.slice(10, 12)).toEqual([
      ['11', '14', 'Novak, Nikola', '2', '12', '4'],
      ['12', '15', 'Olsen, Olga', '2', '12', '3.5'],
    ]);
    expect(words[1]).toEqual(['2', '3', 'Costa, Clara', '3.5', '14.5', '9.75']);
  });
});

describe('did-you-mean on compact specifiers and formula functions', () => {
  it('suggests the letters the criterion takes, as a whole specifier that reads clean', () => {
    expect(printed(individual('BH/CI', 'BH/M', 'SB/CC1', 'BH/C1/PP', 'DE/C1').diagnostics)).toEqual([
      'test.regula:4:9: error dsl/unknown-modifier: Unknown modifier "CI" for BH (did you mean "BH/C1"?)',
      'test.regula:5:9: error dsl/unknown-modifier: Unknown modifier "M" for BH (did you mean "BH/M1"?)',
      'test.regula:6:9: error dsl/unknown-modifier: Unknown modifier "CC1" for SB (did you mean "SB/C1"?)',
      'test.regula:7:12: error dsl/unknown-modifier: Unknown modifier "PP" for BH (did you mean "BH/C1/P"?)',
      'test.regula:8:9: error dsl/modifier-not-allowed: Modifier "C1" is not allowed for DE (allowed: forfeits as played (/P), if all met (/A), @YEAR)',
    ]);
  });

  it('a misspelt function is one error with the function it probably is', () => {
    const checked = checkRegulation(
      file('regulation "GP"', 'rules fide-2026', 'grand-prix "Club"', '  points = score + rond(rating / 100)'),
    );
    expect(printed(checked.diagnostics)).toEqual([
      'test.regula:4:20: error dsl/unknown-function: Unknown function "rond" (did you mean "round"?); functions: round, floor, ceil, abs, min, max, clamp',
    ]);
  });
});

describe('a French regulation in its own words (Pau Sarrailh Echecs, championnat interne 2015-2016)', () => {
  const DRR = join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf');
  const PAU = join(REPO_ROOT, 'samples', 'regulations', 'pau-championnat-interne-2015.regula');

  it('scores 3-1-0, then "confrontations directes" and Sonneborn-Berger decide', async () => {
    const c = capture();
    expect(await run(['rank', DRR, '--regulation', PAU, '--format', 'csv', '--quiet'], c.io)).toBe(0);
    const cells = (row: string) => row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, ''));
    const rows = c.out.join('\n').trim().split('\n').map(cells);
    expect(rows[0]).toEqual(['Place', 'No', 'Name', 'Rating', 'PTS', 'confrontations directes', 'Sonneborn-Berger', 'Decided by']);
    // Adler (1): 7 wins and a draw = 22; Castell (3): 6 wins and 4 draws = 22. They won one game
    // each against the other: 3 and 0, averaged over the two encounters (C.07 6.1.2) = 1.5 each.
    // Sonneborn-Berger, opponents' points × points scored: Adler 36 + 48 + 42 + 48 + 66 + 14 + 48 + 60 = 362.
    expect(rows.slice(1, 3)).toEqual([
      ['1', '1', 'Adler, Anna', '2214', '22', '1.5', '362', 'Sonneborn-Berger'],
      ['2', '3', 'Castell, Clara', '2131', '22', '1.5', '351', 'Sonneborn-Berger'],
    ]);
  });

  it('the source’s own spelling "Sonnenborn-Berger" gets the correction', () => {
    expect(printed(individual('Sonnenborn-Berger').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "Sonnenborn-Berger" (did you mean "sonneborn-berger"?)',
    ]);
  });
});

describe('a known name followed by words that are no modifier', () => {
  it('offers the name only where it is valid: not a plain sonneborn-berger in a team event', () => {
    const checked = checkRegulation(
      file(
        'regulation "T"',
        'rules fide-2024 team swiss',
        'scoring',
        '  ranked by match points',
        'tie-breaks',
        '  1. sonneborn-berger extra',
      ),
    );
    expect(printed(checked.diagnostics)).toEqual([
      'test.regula:6:6: error dsl/unknown-criterion: Unknown tie-break "sonneborn-berger extra"',
    ]);
    // Nor in an individual event: the name with other words after it is another criterion, or none.
    expect(printed(individual('sonneborn-berger extra').diagnostics)).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "sonneborn-berger extra"',
    ]);
  });
});
