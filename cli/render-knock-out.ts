import { knockOutBlock, knockOutJson } from '../io';
import type { KnockOutRun } from '../pipeline';
import { renderCsv, renderTable } from './render-table';

/**
 * What `rank` prints for a knock-out event: the standings by the round reached as a table or CSV
 * (docs/language.md "Knock-out events"), or the JSON of docs/knock-out.schema.json. Under the
 * table, a line when the event is still in progress.
 */
export function renderKnockOut(run: KnockOutRun, format: string): string {
  const { evaluation } = run;
  const regulation = run.regulation.regulation;
  if (format === 'json') {
    const version = regulation.version;
    return JSON.stringify(
      knockOutJson(evaluation, { name: regulation.name, ...(version !== undefined && { version }) }, run.event.name ?? run.label),
      null,
      1,
    );
  }
  const block = knockOutBlock(evaluation);
  if (format === 'csv') return renderCsv(block).trimEnd();
  const head = `== ${run.event.name ?? run.label} (${regulation.name}${regulation.version ? ` ${regulation.version}` : ''}): a knock-out, places by round reached`;
  const tail = evaluation.complete ? [] : ['Note: the event is in progress: the places marked pending are not final.'];
  return [head, renderTable(block), ...tail].join('\n');
}
