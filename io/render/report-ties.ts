import type { CriterionResult, PlayerId, SplitStep, Standing } from '../../engine';
import { valueRows } from '../output/audit';
import type { ReportRanking } from '../output/audit-report';
import { splitLine } from '../output/explanations';
import type { TieGroup } from '../output/tie-groups';
import type { ReportParticipants, ResultWords } from '../output/result-words';
import { contributionNotes, reasonText, valueNote } from '../output/result-words/engine-words';
import { decidedByText, placeCell } from '../output/values';
import { escape } from './html';
import { cellHtml, cellText, headHtml } from './report-table';
import { valuesText } from './words';

/** What every tie's section reads: the ranking, the names and each participant's standing, looked up once for the report. */
export interface TieContext {
  ranking: ReportRanking;
  names: ReadonlyMap<PlayerId, string>;
  standings: ReadonlyMap<PlayerId, Standing>;
  /** Who they are: players, or a team event's teams. */
  participants: ReportParticipants;
  /** The report's language (`report --lang`). */
  words: ResultWords;
}

/**
 * One tie in the report: the places it takes and what its members share; a table of each
 * member's value of every criterion compared, in the order of the list (the value that placed a
 * member marked); each step of the split in a line (explanations.ts, as `regula rank` prints
 * it); then, for every step that separated members, the contributions behind each member's
 * value (the Audit's rows, audit.ts) — so a committee recomputes every value that decided.
 */
export function tieSectionHtml(group: TieGroup, context: TieContext): string {
  const { ranking, names, standings, participants, words } = context;
  const own = words.report;
  const first = group.members[0]!;
  const heading = own.tieHeading(
    group.places,
    group.members.length,
    participants,
    ranking.columns[0]?.header ?? 'points',
    valuesText(group.score, words),
  );
  const out: string[] = [
    `<section class="tie" id="tie-${standings.get(first)?.position ?? first}">`,
    `<h3>${escape(heading)}</h3>`,
    valuesTable(group, context),
  ];
  if (group.steps.length > 0) {
    out.push('<ol class="steps">');
    for (const step of group.steps)
      out.push(
        `<li>${escape(splitLine(step, names, words))}${step.seed !== undefined ? ` <span class="seed">${escape(own.seed(step.seed))}</span>` : ''}</li>`,
      );
    out.push('</ol>');
  }
  const left = group.members.map((id) => standings.get(id)?.decidedBy).find((d) => d === 'shared' || d === 'play-off');
  if (left) out.push(`<p class="left">${escape(own.stillTied(left))}</p>`);
  for (const step of group.steps) if (step.index >= 0 && step.outcome.length > 1) out.push(contributionsTable(step, context));
  out.push('</section>');
  return out.join('\n');
}

/** Place, No, Name, one column per criterion applied in the group (its value for each member it was applied to), Decided by. */
function valuesTable(group: TieGroup, { names, standings, words }: TieContext): string {
  const applied: { header: string; index: number; values: Map<PlayerId, SplitStep> }[] = [];
  for (const step of group.steps) {
    let column = applied.find((c) => c.index === step.index && c.header === step.criterion);
    if (!column) applied.push((column = { header: step.criterion, index: step.index, values: new Map() }));
    for (const id of step.group) column.values.set(id, step);
  }
  const rows = group.members.map((id) => {
    const standing = standings.get(id);
    const decided = group.decidedAt.get(id);
    const cells = [
      cellHtml(standing ? cellText(placeCell(standing)) : ''),
      cellHtml(String(id)),
      cellHtml(names.get(id) ?? ''),
      ...applied.map((column) => {
        const step = column.values.get(id);
        return cellHtml(valuesText(step?.values.get(id) ?? '', words), step && step === decided ? 'decided' : undefined, words);
      }),
      cellHtml(standing ? decidedByText(standing.decidedBy, words) : ''),
    ];
    return `<tr>${cells.join('')}</tr>`;
  });
  return [
    '<table class="values">',
    headHtml([words.headers.place, words.headers.number, words.headers.name, ...applied.map((c) => c.header), words.headers.decidedBy]),
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

/**
 * The contributions behind each member's value of a step that separated them: the Audit's
 * rows (audit.ts valueRows), the member named on the first row of its value, the opponent by
 * name and number, a cut contribution struck through; the opponent's value and the points
 * scored only for a criterion that multiplies them (SB, Koya). A criterion that ranks the
 * tied group itself (DE) shows the value it compared there. Cells carry no class but a cut's:
 * the style aligns the columns (report-style.ts), which keeps a 5,000-player report small.
 */
function contributionsTable(step: SplitStep, { ranking, names, standings, words }: TieContext): string {
  const column = ranking.columns[step.index];
  if (!column) return '';
  // The step's own members in the final order (not the whole tie's: a large tie takes many steps).
  const at = (id: PlayerId) => standings.get(id)?.position ?? Number.MAX_SAFE_INTEGER;
  const lines: { first: boolean; cut: boolean; cells: string[] }[] = [];
  let factors = false;
  for (const id of [...step.group].sort((a, b) => at(a) - at(b))) {
    const result = column.values.get(id);
    if (!result) continue;
    valueRows(result).forEach((row, i) => {
      const [value, round, opponent, opponentValue, scored, contribution, counted, note] = row;
      if (opponentValue !== null || scored !== null) factors = true;
      lines.push({
        first: i === 0,
        cut: counted === 'no',
        cells: [
          i === 0 ? String(id) : '',
          i === 0 ? (names.get(id) ?? '') : '',
          i === 0
            ? valuesText(step.values.get(id) ?? (value === 'n/a' ? words.notApplicable : cellText(value, undefined, words)), words)
            : '',
          cellText(round),
          typeof opponent === 'number' ? `${names.get(opponent) ?? ''} (${opponent})` : '',
          cellText(opponentValue, undefined, words),
          cellText(scored, undefined, words),
          cellText(contribution, undefined, words),
          counted === 'no' ? words.report.counted.no : counted === 'yes' ? words.report.counted.yes : cellText(counted),
          rowNote(result, i, note, words),
        ],
      });
    });
  }
  const shown = (_: unknown, i: number) => factors || (i !== 5 && i !== 6);
  // End tags of cells and rows left out, as HTML allows (the next <td> or <tr> closes them): a
  // 5,000-player report holds a quarter of a million of these rows.
  const rows = lines.map(({ first, cut, cells }) => {
    const tds = cells.filter(shown).map((text, i, all) => `<td${cut && i === all.length - 3 ? ' class=cut' : ''}>${escape(text)}`);
    return `<tr${first ? ' class=first' : ''}>${tds.join('')}`;
  });
  const definition = column.definition;
  return [
    `<h4>${escape(words.report.contributions(step.criterion))} <span class="source">(${escape(definition.title)}, ${escape(definition.source)})</span></h4>`,
    `<table class="contributions${factors ? ' factors' : ''}">`,
    headHtml(contributionHeaders(words).filter(shown)),
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

/** The contributions' headers: `rank`'s words for No, Name, Value, Round, Counted and Note, the report's for the others. */
function contributionHeaders({ headers, columns, report }: ResultWords): string[] {
  const own = report.columns;
  return [
    headers.number,
    headers.name,
    columns.Value,
    columns.Round,
    own.Opponent,
    own['Opponent value'],
    own.Scored,
    own.Contribution,
    columns.Counted,
    columns.Note,
  ];
}

/**
 * Row `i`'s note (the Audit's Note cell) in the report's language: English as the Audit writes it
 * (`text`), else each part from the engine's key where it has one — the contribution's note and
 * cut, the value's own note, a reason it does not apply — and a round's kind in the language.
 */
function rowNote(result: CriterionResult, i: number, text: unknown, words: ResultWords): string {
  if (words.lang === 'en') return cellText(text as string | number | null);
  if (result.kind === 'n/a') return reasonText(words, result.reason, result.reasonWords);
  const own = valueNote(words, result);
  const c = result.contributions[i];
  if (!c) return own ?? '';
  const { note, cut } = contributionNotes(words, c);
  return [note, cut, own].filter((p): p is string => Boolean(p)).join('; ');
}
