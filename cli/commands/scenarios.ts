import { answerScenarios } from '../../pipeline';
import { parseArgs, UsageError } from '../args';
import { EVALUATION_OPTIONS, runInCli, runRequestOf } from '../run-request';
import type { Io } from '../io';
import type { Reporter } from '../report';
import { SCENARIOS_USAGE } from '../usage';
import { outputWords } from '../render-language';

/**
 * `regula scenarios`: before the round to come (paired, results not in), what each player
 * who can still reach places 1..K needs — every combination of results on the boards that
 * matter, re-ranked as `rank` ranks, grouped per contender (docs/cli.md, scenarios). The words
 * in the language of --lang, else of the locale, as `rank` (render-language.ts); the JSON in none.
 */
export async function runScenarios(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'format', 'places', 'lang'], ['quiet', 'json']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(SCENARIOS_USAGE);
  const format = args.options.get('format') ?? 'words';
  if (format !== 'words' && format !== 'json') throw new UsageError(`--format must be words or json, not "${format}"`);
  const lang = args.options.get('lang');
  if (lang !== undefined && format !== 'words')
    throw new UsageError(`--lang is for the words: --format ${format} is the same in every language`);
  const words = format === 'words' ? outputWords(lang, process.env, reporter) : undefined;
  const placesText = args.options.get('places');
  if (placesText !== undefined && !/^[1-9]\d{0,2}$/.test(placesText))
    throw new UsageError(`--places must be a number of places from 1, not "${placesText}"`);
  const run = await runInCli(runRequestOf([file], args, { sections: false, read: { open: true } }), reporter);
  if (!run || run.kind === 'sections') return 1;
  if (run.kind === 'team') throw new UsageError(`${file}: scenarios are for individual events; this file holds a team event`);
  const crosstable = run.input.crosstable!;
  const answer = answerScenarios({
    crosstable,
    regulation: run.regulation.regulation,
    articles: run.articles,
    openGames: run.input.openGames ?? [],
    ...(words && { words }),
    ...(placesText !== undefined && { places: Number(placesText) }),
  });
  if (answer.kind !== 'answered') {
    reporter.error(file, 'cli/no-open-round', answer.message);
    return 1;
  }
  io.out(format === 'json' ? JSON.stringify(answer.json, null, 2) : answer.words.join('\n'));
  return 0;
}
