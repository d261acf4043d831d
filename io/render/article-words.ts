import { categoryLabel, pushAll } from '../../engine';
import type {
  AfterTiebreaks,
  CriterionSpec,
  GrandPrix,
  LookupTable,
  NamedFormula,
  PlacePoints,
  PrizeCategory,
  PrizeRules,
  Qualification,
  Rational,
  TeamTotals,
  WithdrawalRules,
} from '../../engine';
import type { DocumentBlock } from './document';
import { en } from './booklet-words/en';
import type { BookletWords } from './booklet-words/types';
import { decimalCommaText, formulaText, numberIn } from './words';

/*
 * A regulation's articles in words: withdrawals (arbiter's
 * handbook ch. 12), grand prix with its formula typeset (VCF Encl. 1), school or club teams,
 * qualification with its tables as tables (VCF Tables 1 and 2), and prizes with their sharing
 * rule (arbiter's handbook ch. 13, Hort). Each says what the engine evaluates (engine/formulas).
 */

export function withdrawalBlocks(rules: WithdrawalRules, words: BookletWords = en): DocumentBlock[] {
  const said = words.articles.withdrawals;
  const items: string[] = [];
  const rr = rules.roundRobin;
  if (rr) items.push(said.roundRobin(numberIn(rr.threshold, words), rr.scope === 'cycle', rr.below, rr.otherwise));
  for (const bye of rules.byesMeaningWithdrawal) items.push(said.byeMeansWithdrawal(bye.bye, bye.round));
  if (rules.withdrawnEligible !== undefined) items.push(said.withdrawnEligible(rules.withdrawnEligible));
  return [{ kind: 'list', numbered: true, items }];
}

/** The names of an article's `let`s as written (AR, NoP), for the formulas that use them. */
function nameDisplay(lets: readonly NamedFormula[]): (name: string) => string {
  const written = new Map(lets.map((l) => [l.name, l.text ?? l.name]));
  return (name) => written.get(name) ?? name;
}

function letLines(lets: readonly NamedFormula[]): string[] {
  const display = nameDisplay(lets);
  return lets.map((l) => `${display(l.name)} = ${formulaText(l.value, display)}`);
}

export function grandPrixBlocks(gp: GrandPrix, words: BookletWords = en): DocumentBlock[] {
  const said = words.articles.grandPrix;
  const blocks: DocumentBlock[] = gp.placePoints ? placePointsBlocks(gp.placePoints, gp.tiedPlayers, words) : formulaBlocks(gp, words);
  const items: string[] = [];
  if (gp.rounding !== 'half-up') items.push(said.roundsBy(gp.rounding));
  else if (JSON.stringify([gp.points, gp.lets]).includes('"round"')) items.push(said.roundsHalfUp);
  if (gp.shownDecimals !== undefined) items.push(said.shownDecimals(gp.shownDecimals));
  for (const bonus of gp.bonuses) items.push(said.bonus(decimalCommaText(formulaText(bonus.amount), words), bonus.reads, bonus.place));
  items.push(said.tied[gp.tiedPlayers]);
  if (gp.accumulation) items.push(gp.accumulation.kind === 'sum' ? said.seasonSum : said.seasonBest(gp.accumulation.count));
  // Multi-grade tournaments (Kāpiti Chess Club): the reading `regula check` notes.
  for (const scaling of gp.gradeScaling ?? [])
    items.push(
      said.gradeScaling(
        scaling.grades,
        scaling.factors.map((f) => decimalCommaText(formulaText({ kind: 'number', value: f }), words)),
      ),
    );
  blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}

function formulaBlocks(gp: GrandPrix, words: BookletWords): DocumentBlock[] {
  const said = words.articles.grandPrix;
  return [
    { kind: 'paragraph', text: said.formulaIntro },
    {
      kind: 'formula',
      lines: [
        `${said.points} = ${formulaText(gp.points, nameDisplay(gp.lets))}`,
        ...(gp.lets.length > 0 ? [said.where, ...letLines(gp.lets)] : []),
      ],
    },
  ];
}

/** Points by place: the table, what later places get, and how a shared place range scores. */
function placePointsBlocks(table: PlacePoints, tied: GrandPrix['tiedPlayers'], words: BookletWords): DocumentBlock[] {
  const said = words.articles.grandPrix;
  const sharing =
    tied === 'share' || table.sharing === 'average'
      ? said.shareAverage
      : table.sharing === 'higher'
        ? said.shareHigher
        : said.shareUnstated;
  return [
    { kind: 'paragraph', text: said.placeIntro(tied === 'final-place') },
    {
      kind: 'table',
      header: [said.placeHeader, said.pointsHeader],
      rows: [
        ...table.values.map((v, i) => [String(i + 1), numberIn(v, words)]),
        [said.andBelow(table.values.length + 1), numberIn(table.others, words)],
      ],
    },
    { kind: 'paragraph', text: sharing },
  ];
}

export function teamBlocks(
  team: TeamTotals,
  list: (specs: readonly CriterionSpec[], after: AfterTiebreaks) => DocumentBlock[],
  words: BookletWords = en,
): DocumentBlock[] {
  const said = words.articles.teams;
  const lines = [
    ...(team.eventScore ? [`${said.eventScore} = ${formulaText(team.eventScore, nameDisplay(team.lets))}`] : []),
    ...(team.seasonScore ? [`${said.seasonScore} = ${formulaText(team.seasonScore, nameDisplay(team.lets))}`] : []),
    ...(team.lets.length > 0 ? [words.articles.grandPrix.where, ...letLines(team.lets)] : []),
  ];
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: said.intro(team.column) }];
  if (lines.length > 0) blocks.push({ kind: 'formula', lines });
  if (team.tiebreaks.length > 0 || team.after) {
    blocks.push({ kind: 'paragraph', text: said.levelIntro });
    pushAll(blocks, list(team.tiebreaks, team.after ?? { kind: 'shared' }));
  }
  if (team.awards?.length)
    blocks.push({
      kind: 'table',
      caption: said.awardsCaption,
      header: [said.awardHeader, said.placesHeader, said.conditionHeader],
      rows: team.awards.map((a) => [a.name, String(a.count), a.where ? formulaText(a.where) : '']),
    });
  return blocks;
}

function lookupTable(table: LookupTable, caption: string, sign: boolean, words: BookletWords): DocumentBlock {
  const bands = table.rows[0]?.entries.map((e) => e.band.text) ?? [];
  return {
    kind: 'table',
    caption: words.articles.qualification.by(caption, formulaText(table.source)),
    header: ['', ...bands],
    rows: table.rows.map((row) => [row.label, ...row.entries.map((e) => signed(e.value, sign, words))]),
  };
}

/** An adjustment as its table prints it: +1, 0, -1. */
function signed(value: Rational, sign: boolean, words: BookletWords): string {
  const text = decimalCommaText(value.toDecimalString(), words);
  return sign && !text.startsWith('-') && text !== '0' ? `+${text}` : text;
}

export function qualificationBlocks(q: Qualification, words: BookletWords = en): DocumentBlock[] {
  const said = words.articles.qualification;
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: said.intro(Boolean(q.perSection)) }];
  if (q.places) blocks.push(lookupTable(q.places, said.placesCaption, false, words));
  q.adjustments.forEach((a, i) => blocks.push(lookupTable(a, said.adjustmentCaption(i + 1), true, words)));
  const items: string[] = [];
  if (q.atLeast !== undefined || q.atMost !== undefined)
    items.push(said.bounds(q.atLeast ? numberIn(q.atLeast, words) : undefined, q.atMost ? numberIn(q.atMost, words) : undefined));
  for (const skip of q.skip) items.push(skip.kind === 'withdrawn' ? said.skipWithdrawn : said.skip(skip.kind, skip.column));
  if (items.length > 0) blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}

function categoryWords(category: PrizeCategory, words: BookletWords): string {
  const said = words.articles.prizes;
  switch (category.kind) {
    case 'overall':
      return said.overall;
    case 'rating-under':
      return said.ratingUnder(category.rating);
    case 'rating-over':
      return said.ratingOver(category.rating);
    case 'unrated':
      return said.unrated;
    case 'column':
      return `"${category.header}" ${category.value}`;
    default: {
      // Age, sex, federation, title, rating band, a named category: as the regulation writes it.
      const label = categoryLabel(category);
      return label.charAt(0).toUpperCase() + label.slice(1);
    }
  }
}

export function prizeBlocks(prizes: PrizeRules, words: BookletWords = en): DocumentBlock[] {
  const said = words.articles.prizes;
  const amount = (value: Rational) => decimalCommaText(value.toDecimalString(), words);
  const blocks: DocumentBlock[] = [
    {
      kind: 'table',
      header: [said.categoryHeader, said.placeHeader, said.prizeHeader],
      rows: prizes.prizes.map((p) => {
        const money = p.amount.isZero() ? '' : amount(p.amount);
        const prize = money !== '' && p.trophy !== undefined && p.trophy !== '' ? said.and(money, p.trophy) : money || (p.trophy ?? '');
        return [categoryWords(p.category, words), String(p.place), prize];
      }),
    },
  ];
  const items = [said.sharing[prizes.sharing]];
  if (prizes.onePerPlayer) items.push(said.onePerPlayer(prizes.precedence === 'place-first'));
  if (prizes.roundTo !== undefined) items.push(said.roundTo(amount(prizes.roundTo)));
  if (prizes.prizes.some((p) => p.trophy !== undefined)) items.push(said.trophy);
  blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}
