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
  WithdrawalOutcome,
  WithdrawalRules,
} from '../../engine';
import type { DocumentBlock } from './document';
import { formulaText, numberText } from './words';

/*
 * A regulation's articles in words: withdrawals (arbiter's
 * handbook ch. 12), grand prix with its formula typeset (VCF Encl. 1), school or club teams,
 * qualification with its tables as tables (VCF Tables 1 and 2), and prizes with their sharing
 * rule (arbiter's handbook ch. 13, Hort). Each says what the engine evaluates (engine/formulas).
 */

const OUTCOME_WORDS: Readonly<Record<WithdrawalOutcome, string>> = {
  'results-deleted': 'their results are deleted from the table',
  'results-stand': 'their results stand',
  'remaining-lost-by-forfeit': 'their remaining games are lost by forfeit',
};

const BYE_WORDS = { zpb: 'zero-point bye', hpb: 'half-point bye', fpb: 'full-point bye' } as const;

export function withdrawalBlocks(rules: WithdrawalRules): DocumentBlock[] {
  const items: string[] = [];
  const rr = rules.roundRobin;
  if (rr) {
    const per = rr.scope === 'cycle' ? 'judged for each cycle on its own' : 'judged over the whole event';
    items.push(
      `In a round robin, when a participant withdraws having played fewer than ${numberText(rr.threshold)} of the scheduled games (${per}), ${OUTCOME_WORDS[rr.below]}; otherwise ${OUTCOME_WORDS[rr.otherwise]}.`,
    );
  }
  for (const bye of rules.byesMeaningWithdrawal)
    items.push(
      `A ${BYE_WORDS[bye.bye]} in ${bye.round === 'last' ? 'the last round' : `round ${bye.round}`} means the participant has withdrawn.`,
    );
  if (rules.withdrawnEligible !== undefined)
    items.push(`Withdrawn participants ${rules.withdrawnEligible ? 'may' : 'may not'} receive awards (prizes, qualification places).`);
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

export function grandPrixBlocks(gp: GrandPrix): DocumentBlock[] {
  const blocks: DocumentBlock[] = gp.placePoints ? placePointsBlocks(gp.placePoints, gp.tiedPlayers) : formulaBlocks(gp);
  const items: string[] = [];
  if (gp.rounding !== 'half-up') items.push(`round(…) rounds ${gp.rounding}.`);
  else if (JSON.stringify([gp.points, gp.lets]).includes('"round"')) items.push('round(…) rounds to the nearest whole number, halves up.');
  if (gp.shownDecimals !== undefined) items.push(`Points are shown to ${gp.shownDecimals} decimals; they are computed exactly.`);
  for (const bonus of gp.bonuses) items.push(`A bonus of ${formulaText(bonus.amount)} ${BONUS_WORDS[bonus.reads](ordinal(bonus.place))}.`);
  items.push(TIED_WORDS[gp.tiedPlayers]);
  if (gp.accumulation)
    items.push(
      `Over a season a player’s points are ${gp.accumulation.kind === 'sum' ? 'the sum over all events' : `the sum of the best ${gp.accumulation.count} events`}.`,
    );
  // Multi-grade tournaments (Kāpiti Chess Club): the reading `regula check` notes.
  for (const scaling of gp.gradeScaling ?? [])
    items.push(
      `In a tournament of ${scaling.grades} grades, each player’s score is multiplied by ${scaling.factors.map((f) => formulaText({ kind: 'number', value: f })).join(', ')} by grade, the top grade first; the grand-prix points go by the places of the scaled scores ranked as one.`,
    );
  blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}

function formulaBlocks(gp: GrandPrix): DocumentBlock[] {
  return [
    { kind: 'paragraph', text: 'Each participant receives grand-prix points by the formula:' },
    {
      kind: 'formula',
      lines: [`points = ${formulaText(gp.points, nameDisplay(gp.lets))}`, ...(gp.lets.length > 0 ? ['where', ...letLines(gp.lets)] : [])],
    },
  ];
}

/** How players tied on points score (the grand prix's `tiedPlayers`), as the regulation says it. */
const TIED_WORDS: Readonly<Record<GrandPrix['tiedPlayers'], string>> = {
  points: 'Tie-breaks are not used: tied participants receive equal points.',
  share:
    'Participants tied on points share the points of the places they occupy, added up and divided equally; the tie-breaks and any play-off do not change the points.',
  'final-place':
    'The points follow the place in the final standings, after the tie-breaks and any play-off; places a play-off decides receive their points once its games are recorded.',
};

const BONUS_WORDS: Readonly<Record<GrandPrix['bonuses'][number]['reads'], (place: string) => string>> = {
  clear: (place) =>
    `to the participant alone on points in ${place} place, who wins it outright without a tie-break or play-off (none when the place is shared on points)`,
  place: (place) => `to the participant placed ${place} (shared equally when the place is shared)`,
  'final-place': (place) => `to the participant placed ${place} in the final standings, after the tie-breaks and any play-off`,
};

/** Points by place: the table, what later places get, and how a shared place range scores. */
function placePointsBlocks(table: PlacePoints, tied: GrandPrix['tiedPlayers']): DocumentBlock[] {
  const sharing =
    tied === 'share' || table.sharing === 'average'
      ? 'Participants sharing places share their points equally: tied for 2nd–3rd on 8 and 6, each receives (8 + 6) / 2 = 7.'
      : table.sharing === 'higher'
        ? 'Participants sharing places each receive the points of the highest place they share.'
        : 'The regulation does not say how shared places score: a shared place receives no points until it does.';
  const which = tied === 'final-place' ? 'the place in the final standings' : 'the place on points alone';
  return [
    { kind: 'paragraph', text: `Each participant receives grand-prix points by ${which}:` },
    {
      kind: 'table',
      header: ['Place', 'Points'],
      rows: [
        ...table.values.map((v, i) => [String(i + 1), numberText(v)]),
        [`${table.values.length + 1} and below`, numberText(table.others)],
      ],
    },
    { kind: 'paragraph', text: sharing },
  ];
}

export function teamBlocks(
  team: TeamTotals,
  list: (specs: readonly CriterionSpec[], after: AfterTiebreaks) => DocumentBlock[],
): DocumentBlock[] {
  const lines = [
    ...(team.eventScore ? [`event score = ${formulaText(team.eventScore, nameDisplay(team.lets))}`] : []),
    ...(team.seasonScore ? [`season score = ${formulaText(team.seasonScore, nameDisplay(team.lets))}`] : []),
    ...(team.lets.length > 0 ? ['where', ...letLines(team.lets)] : []),
  ];
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: `A team is the participants with the same value in the column "${team.column}". Its score:` },
  ];
  if (lines.length > 0) blocks.push({ kind: 'formula', lines });
  if (team.tiebreaks.length > 0 || team.after) {
    blocks.push({ kind: 'paragraph', text: 'Teams level on score are separated by, in order:' });
    pushAll(blocks, list(team.tiebreaks, team.after ?? { kind: 'shared' }));
  }
  if (team.awards?.length)
    blocks.push({
      kind: 'table',
      caption: 'Team awards, in order of precedence (a team receives at most one)',
      header: ['Award', 'Places', 'Condition'],
      rows: team.awards.map((a) => [a.name, String(a.count), a.where ? formulaText(a.where) : '']),
    });
  return blocks;
}

function lookupTable(table: LookupTable, caption: string): DocumentBlock {
  const bands = table.rows[0]?.entries.map((e) => e.band.text) ?? [];
  return {
    kind: 'table',
    caption: `${caption} (by ${formulaText(table.source)})`,
    header: ['', ...bands],
    rows: table.rows.map((row) => [row.label, ...row.entries.map((e) => signed(e.value, caption !== 'Places'))]),
  };
}

/** An adjustment as its table prints it: +1, 0, -1. */
function signed(value: Rational, sign: boolean): string {
  const text = value.toDecimalString();
  return sign && !text.startsWith('-') && text !== '0' ? `+${text}` : text;
}

export function qualificationBlocks(q: Qualification): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: `The number of qualification places ${q.perSection ? 'of each section (the table’s row of the section)' : 'of the event'} is found as follows; the places go down the final standings, tie-breaks applied.`,
    },
  ];
  if (q.places) blocks.push(lookupTable(q.places, 'Places'));
  q.adjustments.forEach((a, i) => blocks.push(lookupTable(a, `Adjustment ${i + 1}`)));
  const items: string[] = [];
  if (q.atLeast !== undefined || q.atMost !== undefined)
    items.push(
      `The number of places is ${[q.atLeast && `at least ${numberText(q.atLeast)}`, q.atMost && `at most ${numberText(q.atMost)}`].filter(Boolean).join(' and ')}.`,
    );
  for (const skip of q.skip)
    items.push(
      skip.kind === 'withdrawn'
        ? 'Withdrawn participants are passed over.'
        : `Participants ${skip.kind === 'already-qualified' ? 'already qualified' : 'playing up'}${skip.column ? ` (column "${skip.column}")` : ''} are passed over.`,
    );
  if (items.length > 0) blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}

function categoryWords(category: PrizeCategory): string {
  switch (category.kind) {
    case 'overall':
      return 'Overall';
    case 'rating-under':
      return `Rating under ${category.rating}`;
    case 'rating-over':
      return `Rating over ${category.rating}`;
    case 'unrated':
      return 'Unrated';
    case 'column':
      return `"${category.header}" ${category.value}`;
    default: {
      // Age, sex, federation, title, rating band, a named category: as the regulation writes it.
      const label = categoryLabel(category);
      return label.charAt(0).toUpperCase() + label.slice(1);
    }
  }
}

const SHARING_WORDS: Readonly<Record<PrizeRules['sharing'], string>> = {
  equally: 'Participants tied on points pool the prizes of the places they occupy and share them equally.',
  hort: 'Participants tied on points pool the prizes of the places they occupy: half of the pool is shared equally, the other half is awarded in tie-break order (the Vlastimil Hort system, arbiter’s handbook ch. 13).',
  'tie-break': 'Participants tied on points receive the prizes in tie-break order.',
};

export function prizeBlocks(prizes: PrizeRules): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    {
      kind: 'table',
      header: ['Category', 'Place', 'Prize'],
      rows: prizes.prizes.map((p) => [
        categoryWords(p.category),
        String(p.place),
        [p.amount.isZero() ? '' : p.amount.toDecimalString(), p.trophy ?? ''].filter((t) => t !== '').join(' and '),
      ]),
    },
  ];
  const items = [SHARING_WORDS[prizes.sharing]];
  if (prizes.onePerPlayer)
    items.push(
      `A participant receives one prize only: ${prizes.precedence === 'place-first' ? 'place prizes before category prizes' : 'the higher in value'}.`,
    );
  if (prizes.roundTo !== undefined) items.push(`Shares are rounded to multiples of ${prizes.roundTo.toDecimalString()}.`);
  if (prizes.prizes.some((p) => p.trophy !== undefined)) items.push('A trophy is not divided: it goes to the first in tie-break order.');
  blocks.push({ kind: 'list', numbered: true, items });
  return blocks;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
