import { describe, expect, it } from 'vitest';
import { evaluateArticles, evaluateSeason } from '../../../../engine';
import {
  grandPrixBlock,
  grandPrixValuesBlock,
  prizesBlock,
  qualificationBlock,
  seasonGrandPrixBlock,
  teamAwardsBlock,
  teamsBlock,
} from '../../../../io';
import { evaluateByStartingRank, oneRoundSection } from '../../../support/articles';
import { compile, evaluateVcf, VCF_REGULATION, vcfK12With } from '../../../support/vcf';

const evaluation = evaluateVcf(vcfK12With({ Qualified: ['', '', 'GSQT 0'], ID: Array.from({ length: 16 }, (_, i) => `P${i + 1}`) }));
const articles = evaluateArticles(evaluation, { event: 'GSQT 1', section: 'K-12' });

describe('Grand Prix blocks', () => {
  const block = grandPrixBlock(articles.grandPrix[0]!);

  it('has a row per participant with points as shown, formula value, bonus, SP and the audit', () => {
    expect(block[0]).toEqual(['Place', 'No', 'Name', 'Points', 'Formula', 'Bonus', 'SP', 'Audit']);
    expect(block[1]).toEqual([
      1,
      1,
      'Thomas',
      32.296,
      29.296,
      3,
      1,
      'SP = score / rounds = 5 / 5 = 1; points = AR * SP * NoP / 1000 = 1831 * 1 * 16 / 1000 = 29.296; bonus 3 for clear place 1: alone on points in place 1; shown to 4 decimals: 32.2960',
    ]);
    expect(block[3]!.slice(0, 4)).toEqual(['3–7', 3, 'Yusef', 17.5776]);
  });

  it('lists the event values with their audit: AR = round(29289/16) = 1831', () => {
    expect(grandPrixValuesBlock(articles.grandPrix[0]!)).toEqual([
      ['Value', 'Result', 'Audit'],
      ['AR', 1831, 'AR = round(average post-rating of participants) = round(29289/16) = 1831'],
      ['NoP', 16, 'NoP = count of participants = 16'],
    ]);
  });

  it('puts each event in a column of the season block', () => {
    const season = evaluateSeason([{ evaluation, event: 'GSQT 1', section: 'K-12' }], evaluation.regulation, { idColumn: 'ID' });
    const rows = seasonGrandPrixBlock(season.grandPrix[0]!);
    expect(rows[0]).toEqual(['Place', 'Id', 'Name', 'GSQT 1', 'Total', 'Audit']);
    expect(rows[2]).toEqual([2, 'P2', 'Sally', 20.5072, 20.5072, 'Sally: GSQT 1 20.5072']);
  });
});

describe('Teams blocks', () => {
  it('has the score, the counted members, a column per team tie-break and the audit', () => {
    // The team tie-breaks of VCF Part 1 3.h.2; the values are derived in team-totals.test.ts (US Chess 34E2, 34E3, 34E9).
    const block = teamsBlock(articles.teams[0]!);
    expect(block[0]).toEqual([
      'Place',
      'School Code',
      'Event score',
      'Counted',
      'solkoff',
      'cumulative',
      'opposition cumulative',
      'Award',
      'Decided by',
      'Audit',
    ]);
    expect(block[2]).toEqual([
      2,
      'QTHS',
      7,
      'Anand, Jeff, Kiki',
      33.5,
      20,
      102.5,
      null,
      'event score',
      'event score = sum of best 4 score of members = 7: Anand 3, Jeff 2.5, Kiki 1.5; ' +
        'solkoff = Anand (7) 11 + Jeff (8) 12.5 + Kiki (15) 10 = 33.5; ' +
        'cumulative = Anand (7) 8.5 + Jeff (8) 8 + Kiki (15) 3.5 = 20; ' +
        'opposition cumulative = Anand (7) 35 + Jeff (8) 40 + Kiki (15) 27.5 = 102.5',
    ]);
    expect(block.slice(8, 10).map((row) => row.slice(0, 3))).toEqual([
      [8, 'KTTHS', 2],
      [9, 'JJHS', 2],
    ]);
  });

  it('lists the awards in order of precedence', () => {
    const teamList = 'tie-breaks: solkoff, cumulative, opposition cumulative';
    const text = VCF_REGULATION.replace(teamList, `${teamList}\n  award "Top teams" to 2`);
    const teams = evaluateArticles(evaluateVcf(vcfK12With(), text), { section: 'K-12' }).teams[0]!;
    expect(teamAwardsBlock(teams)).toEqual([
      ['Award', 'Place', 'School Code', 'Note'],
      ['Top teams', 1, 'ABHS', 'team place 1'],
      ['Top teams', 2, 'QTHS', 'team place 2'],
    ]);
    const block = teamsBlock(teams);
    expect(block[1]![block[0]!.indexOf('Award')]).toBe('Top teams 1');
  });
});

describe('Qualification block', () => {
  it('shows how the places were computed, then who qualified and who was skipped and why', () => {
    expect(qualificationBlock(articles.qualification[0]!)).toEqual([
      ['Place', 'No', 'Name', 'Outcome', 'Reason'],
      [null, null, null, 'places', 'participants = 16: K-12 <20 → 4'],
      [null, null, null, 'places', 'average post-rating of participants = 29289/16 = 1830.5625: K-12 >1450 → +1'],
      [null, null, null, 'places', 'places = 4 + 1 = 5; at least 3, at most 10 → 5'],
      [
        null,
        null,
        null,
        'warning',
        'engine/qualification-no-column: No column "Playing Up" in GSQT 1 to tell who is playing up: nobody is treated as such',
      ],
      [1, 1, 'Thomas', 'qualified', 'qualifier 1 of 5'],
      [2, 2, 'Sally', 'qualified', 'qualifier 2 of 5'],
      [3, 3, 'Yusef', 'skipped', 'already qualified (column "Qualified": "GSQT 0")'],
      [4, 4, 'Akil', 'qualified', 'qualifier 3 of 5'],
      [5, 5, 'Sharon', 'qualified', 'qualifier 4 of 5'],
      [6, 6, 'Mike', 'qualified', 'qualifier 5 of 5'],
    ]);
  });
});

describe('Prizes block', () => {
  it('shows amounts as paid, exact shares and the Hort split with its remainder', () => {
    // Hort needs a tie-break list (dsl/sharing-needs-tiebreaks): TPN, the order evaluateByStartingRank ranks by.
    const regulation = compile(
      'regulation "P"\ntie-breaks\n  1. TPN\nprizes\n  place 1: 1000 and "Cup", place 2: 600, place 3: 400\n  tied players share by hort\n  round to 0.01\n',
    );
    const prizes = evaluateArticles(evaluateByStartingRank(oneRoundSection(5), regulation)).prizes!;
    const block = prizesBlock(prizes);
    expect(block[0]).toEqual(['No', 'Name', 'Prize', 'Amount', 'Exact', 'Trophy', 'Note']);
    expect(block[1]).toEqual([
      1,
      'Player 1',
      'places 1–3',
      833.33,
      '2500/3',
      'Cup',
      'Hort share: 1000/3 + 500 = 833.3333…: 833.33; Cup: place 1 by tie-break order',
    ]);
    expect(block[4]![2]).toBe('tied group');
    expect(String(block[4]![6])).toMatch(/remainder 0\.01 not distributed$/);
  });
});
