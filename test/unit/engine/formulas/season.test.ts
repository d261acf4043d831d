import { describe, expect, it } from 'vitest';
import { evaluate, evaluateSeason, type Evaluation } from '../../../../engine';
import { grid } from '../../../support/grid-fixtures';
import { compile, evaluateVcf, readCells, VCF_REGULATION, vcfK12With } from '../../../support/vcf';

/*
 * A three-GSQT season (VCF Encl. 1 §2, Part 2 §1, §5): GSQT 1 is Enclosure 1; GSQTs 2
 * and 3 are small K-12 sections made up for the test, with players matched by "USCF ID".
 *
 * GSQT 2: AR = round(6940/4) = 1735, NoP 4, 2 rounds. Yusef 2/2 → 1735 × 1 × 4 / 1000 = 6.94
 *   + 3 (clear first) = 9.94; Akil and Zoe 1/2 → 3.47; Sai 0.
 * GSQT 3: AR = round(7560/4) = 1890. Thomas and Cara 1.5/2 share first (no bonus) → 5.67;
 *   Ben 1/2 → 3.78; Mike 0.
 */
const regulation = compile(VCF_REGULATION);
const gsqt1 = evaluateVcf(vcfK12With({ 'USCF ID': Array.from({ length: 16 }, (_, i) => `P${i + 1}`) }));
const gsqt2 = evaluate(
  readCells(
    grid(`
#,Name,USCF ID,Post Rating,School Code,Rd 1,Rd 2
1,Yusef,P3,2110,JOHS,W2 (w),W3 (w)
2,Akil,P4,2000,ABHS,L1 (b),W4 (w)
3,Zoe,P17,1500,ABHS,W4 (w),L1 (b)
4,Sai,P16,1330,XZHS,L3 (b),L2 (b)
`),
  ),
  regulation,
);
const gsqt3 = evaluate(
  readCells(
    grid(`
#,Name,USCF ID,Post Rating,School Code,Rd 1,Rd 2
1,Thomas,P1,2330,ABHS,W2 (w),D3 (b)
2,Ben,P18,1700,ABHS,L1 (b),W4 (w)
3,Cara,P19,1600,ABHS,W4 (w),D1 (w)
4,Mike,P6,1930,JOHS,L3 (b),L2 (b)
`),
  ),
  regulation,
);
const events = (list: Evaluation[]) => list.map((evaluation, i) => ({ evaluation, event: `GSQT ${i + 1}`, section: 'K-12' }));
const season = evaluateSeason(events([gsqt1, gsqt2, gsqt3]), regulation, { idColumn: 'USCF ID' });
const schools = season.teams[0]!;
const school = (code: string) => schools.teams.find((t) => t.team === code)!;

describe('a three-event season (VCF Encl. 1 §2)', () => {
  it('computes each event’s grand prix on its own: GSQT 2 AR 1735, Yusef 9.94 with the clear-first bonus', () => {
    const gp2 = season.events[1]!.grandPrix[0]!;
    expect(gp2.eventValues.map((v) => v.text)).toEqual([
      'AR = round(average post-rating of participants) = round(6940/4) = 1735',
      'NoP = count of participants = 4',
    ]);
    const points = (r: typeof gp2) => Object.fromEntries(r.players.map((p) => [p.name, p.shown.toFixed(4)]));
    expect(points(gp2)).toEqual({ Yusef: '9.9400', Akil: '3.4700', Zoe: '3.4700', Sai: '0.0000' });
    const gp3 = season.events[2]!.grandPrix[0]!;
    expect(points(gp3)).toEqual({ Thomas: '5.6700', Cara: '5.6700', Ben: '3.7800', Mike: '0.0000' });
    expect(gp3.players.find((p) => p.name === 'Thomas')!.bonus.isZero()).toBe(true);
  });

  it('accumulates each player’s points over the events, matched by id', () => {
    const gp = season.grandPrix[0]!;
    expect(gp.players.slice(0, 3).map((p) => p.audit)).toEqual([
      'Thomas: GSQT 1 32.296 + GSQT 3 5.67 = 37.966',
      'Yusef: GSQT 1 17.5776 + GSQT 2 9.94 = 27.5176',
      'Akil: GSQT 1 17.5776 + GSQT 2 3.47 = 21.0476',
    ]);
  });

  it('ABHS counts its 4 best accumulated: Thomas 37.966 + Akil 21.0476 + Cara 5.67 + Ben 3.78 = 68.4636; Zoe (3.47) does not count', () => {
    expect(school('ABHS').score.toDecimalString()).toBe('68.4636');
    expect(school('ABHS').members.map((m) => `${m.name} ${m.value?.toDecimalString()} ${m.counted ? 'counted' : 'not counted'}`)).toEqual([
      'Thomas 37.966 counted',
      'Akil 21.0476 counted',
      'Cara 5.67 counted',
      'Ben 3.78 counted',
      'Zoe 3.47 not counted',
    ]);
  });

  it('lets different players earn the points in different events: JOHS = Yusef 27.5176 + Mike 17.5776', () => {
    expect(school('JOHS').score.toDecimalString()).toBe('45.0952');
    expect(schools.teams.map((t) => `${t.team} ${t.score.toDecimalString()}`).slice(0, 5)).toEqual([
      'ABHS 68.4636',
      'JOHS 45.0952',
      'QTHS 41.0144',
      'KBHS 29.296',
      'RHHS 26.3664',
    ]);
  });

  /*
   * JOHS's counted members are Yusef (GSQT 1, 2) and Mike (GSQT 1, 3); each appearance adds
   * its event's Solkoff (US Chess 34E2, every game played, so adjusted = scored):
   *   Yusef GSQT 1: W11 L1 D4 W9 D2 = 2 + 5 + 3 + 2.5 + 3.5 = 16;  GSQT 2: W Akil 1 + W Zoe 1 = 2
   *   Mike  GSQT 1: W10 L2 D12 W8 D5 = 2 + 3.5 + 2 + 2.5 + 3 = 13; GSQT 3: L Cara 1.5 + L Ben 1 = 2.5
   */
  it('sums a team tie-break over the counted members’ events: JOHS Solkoff 16 + 2 + 13 + 2.5 = 33.5 (VCF Part 1 3.h.2, US Chess 34E2)', () => {
    expect(school('JOHS').tiebreaks[0]!.text).toBe(
      'solkoff = Yusef (GSQT 1) 16 + Yusef (GSQT 2) 2 + Mike (GSQT 1) 13 + Mike (GSQT 3) 2.5 = 33.5',
    );
  });

  it('keeps per-event team totals beside the season', () => {
    expect(season.events[2]!.teams[0]!.teams.map((t) => `${t.team} ${t.score.toDecimalString()}`)).toEqual(['ABHS 4', 'JOHS 0']);
  });

  it('leaves a player without an id out of the season, naming them', () => {
    const noId = evaluateVcf(vcfK12With({ 'USCF ID': ['P1', ''] }));
    const result = evaluateSeason(events([noId]), regulation, { idColumn: 'USCF ID' });
    expect(
      result.issues
        .filter((i) => i.code === 'engine/season-missing-id')
        .map((i) => i.message)
        .slice(0, 1),
    ).toEqual(['Sally (2) in GSQT 1 has no "USCF ID": left out of the season']);
    expect(result.teams[0]!.teams.find((t) => t.team === 'ABHS')!.score.toDecimalString()).toBe('32.296');
  });
});
