import { describe, expect, it } from 'vitest';
import {
  collectEventFacts,
  evaluateFormula,
  formatFormula,
  LetBindings,
  Rational,
  EventScope,
  type Formula,
  type FormulaOutcome,
  type NamedFormula,
} from '../../../../engine';
import { formulaOf } from '../../../support/articles';
import { evaluateVcf, vcfK12With } from '../../../support/vcf';

const facts = collectEventFacts(evaluateVcf(), 'GSQT 1');
const eventScope = (lets: NamedFormula[] = []) => new EventScope(facts, { rounding: 'half-up', lets: new LetBindings(lets) });
const playerNo = (id: number) => facts.players.find((p) => p.id === id)!;

/** The formula's value as a decimal string, or its issues' messages. */
function run(text: string, scope = eventScope(), ...lets: string[]): string | string[] {
  const { points, regulation } = formulaOf(text, ...lets);
  const s = lets.length > 0 ? eventScope(regulation.grandPrix![0]!.lets) : scope;
  return shown(evaluateFormula(points, s));
}

function shown(outcome: FormulaOutcome): string | string[] {
  return outcome.ok ? outcome.value.toDecimalString() : outcome.issues.map((i) => `${i.code}: ${i.message}`);
}

describe('formula evaluation: exact, rounding only where written', () => {
  it('rounds half-up as VCF Encl. 1 step 1 says: 1830.56 → 1831, 1830.49 → 1830', () => {
    expect(run('round(1830.56)')).toBe('1831');
    expect(run('round(1830.49)')).toBe('1830');
    expect(run('round(1830.5)')).toBe('1831');
    expect(run('round(2/3, 4)')).toBe('0.6667');
  });

  it('keeps thirds exact: 1 / 3 * 3 = 1', () => {
    expect(run('1 / 3 * 3')).toBe('1');
    expect(run('floor(7 / 2) + ceil(7 / 2) + abs(-2) + min(3, 1, 2) + max(1, 4) + clamp(12, 3, 10)')).toBe('24'); // 3 + 4 + 2 + 1 + 4 + 10
  });

  it('averages the post ratings of the participants exactly: 29289/16 (VCF Encl. 1 step 1)', () => {
    const { points } = formulaOf('average post-rating of participants');
    const outcome = evaluateFormula(points, eventScope());
    expect(outcome.ok && outcome.value.toString()).toBe('29289/16');
    expect(outcome.ok && outcome.text).toBe('29289/16');
  });

  it('counts participants, with a condition', () => {
    expect(run('count of participants')).toBe('16');
    expect(run('count of participants where score >= 3')).toBe('7');
    expect(run('count of participants where score >= 3 and not (post-rating > 2000)')).toBe('4'); // Akil, Sharon, Mike, Anand
    expect(run('participants * rounds')).toBe('80');
  });

  it('sums the best N', () => {
    expect(run('sum of best 4 score of participants')).toBe('14.5'); // 5 + 3.5 + 3 + 3
    expect(run('average of best 4 post-rating of participants')).toBe('2184.25'); // (2324 + 2163 + 2153 + 2097) / 4
  });

  it('evaluates per-player lets in each player’s scope and event lets once', () => {
    const { regulation } = formulaOf('AR * SP', 'AR = round(average post-rating of participants)', 'SP = score / rounds');
    const lets = regulation.grandPrix![0]!.lets;
    const bindings = new LetBindings(lets);
    expect([bindings.isPerPlayer('ar'), bindings.isPerPlayer('sp')]).toEqual([false, true]);
    const scope = eventScope(lets);
    const sally = scope.playerScope(playerNo(2));
    expect(shown(evaluateFormula(regulation.grandPrix![0]!.points, sally))).toBe('1281.7');
    expect(scope.values().map((v) => v.text)).toEqual(['AR = round(average post-rating of participants) = round(29289/16) = 1831']);
    expect(sally.values().map((v) => v.text)).toEqual(['SP = score / rounds = 3.5 / 5 = 0.7']);
  });

  it('reads any column by its header, ignoring case', () => {
    const { points } = formulaOf('"post rating" + "SP"');
    expect(shown(evaluateFormula(points, eventScope().playerScope(playerNo(2))))).toBe('2153.7'); // 2153 + 70%
  });

  it('names the player and the column when a rating cell cannot be read', () => {
    const ratings = [
      '2324',
      '2153',
      '2097',
      '1984',
      '1917',
      '1928',
      '1826',
      '2163',
      '1636',
      '1655',
      '1661',
      '1800',
      'n/a',
      '1656',
      '1464',
      '',
    ];
    const cells = vcfK12With({ 'New Rating': ratings });
    const f = collectEventFacts(evaluateVcf(cells), 'GSQT 1');
    const scope = new EventScope(f, { rounding: 'half-up', lets: new LetBindings([]) });
    const { points } = formulaOf('average "New Rating" of participants');
    const outcome = evaluateFormula(points, scope);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.issues.map((i) => [i.code, i.player, i.message])).toEqual([
      ['engine/formula-missing-value', 13, 'Peter G. (13): column "New Rating" reads "n/a", not a number'],
      ['engine/formula-missing-value', 16, 'Sai (16): column "New Rating" is empty'],
    ]);
  });

  it('says which column is missing and which exist', () => {
    expect(run('"Grade"', eventScope().playerScope(playerNo(1)) as unknown as EventScope)).toEqual([
      'engine/formula-unknown-column: No column "Grade" in GSQT 1; columns: "Post Rating", "School Code", "SP", "Total Points"',
    ]);
  });

  it('refuses per-player names where no player is meant, and a division by zero', () => {
    expect(run('score * 2')).toEqual(['engine/formula-needs-player: "score" is a value of each player, not of the section GSQT 1']);
    // The language rejects this statically; a formula built as data meets the engine's check.
    const rounds: Formula = { kind: 'name', name: 'rounds' };
    const divisor: Formula = { kind: 'binary', operator: '-', left: rounds, right: { kind: 'number', value: Rational.of(5) } };
    const quotient: Formula = { kind: 'binary', operator: '/', left: { kind: 'number', value: Rational.ONE }, right: divisor };
    expect(shown(evaluateFormula(quotient, eventScope()))).toEqual([
      'engine/formula-division-by-zero: Division by zero: "rounds - 5" = 5 - 5 = 0',
    ]);
    expect(run('average score of participants where score > 9')).toEqual(['engine/formula-empty-average: Average over no participants']);
  });

  it('writes formulas back in the language with the parentheses they need', () => {
    const text = (t: string) => formatFormula(formulaOf(t).points);
    expect(text('score * rounds * participants / 1000')).toBe('score * rounds * participants / 1000');
    expect(text('(score + 1) * 2 - (rounds - 1) / (2 * rounds)')).toBe('(score + 1) * 2 - (rounds - 1) / (2 * rounds)');
    expect(text('count of participants where not (score > 1 or rank = 1)')).toBe('count of participants where not (score > 1 or rank = 1)');
    expect(text('-(score - 1)')).toBe('-(score - 1)');
  });
});
