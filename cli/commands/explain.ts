import type { PlayerId } from '../../engine';
import { explainKnockOutPlayer, explainPair, explainPlayer, type Explained } from '../../io';
import { parseArgs, UsageError } from '../args';
import { pickSection } from '../../pipeline';
import { EVALUATION_OPTIONS, runOrKnockOutInCli, runRequestOf } from '../run-request';
import type { Io } from '../io';
import type { Reporter } from '../report';

import { EXPLAIN_USAGE } from '../usage';
import { outputWords } from '../render-language';
/** `regula explain`: the ranking of one participant, or of two against each other, in words. */
export async function runExplain(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'lang'], ['quiet', 'json']);
  const [file, first, second, ...extra] = args.positionals;
  if (!file || !first || extra.length > 0) throw new UsageError(EXPLAIN_USAGE);
  // explain's sentences speak --lang, else the locale's language (render's rules).
  const words = outputWords(args.options.get('lang'), process.env, reporter);
  const ranked = await runOrKnockOutInCli(runRequestOf([file], args, { sections: true }), reporter);
  if (!ranked) return 1;
  if (ranked.kind === 'knock-out') {
    // A knock-out event: one player's path through the bracket.
    if (second !== undefined) throw new UsageError('a knock-out event explains one player at a time: their path through the bracket');
    const { evaluation } = ranked;
    if (evaluation.issues.some((i) => i.severity === 'error')) {
      reporter.error(ranked.file, 'cli/bracket-errors', 'not explained: the bracket does not hold together');
      return 1;
    }
    const id = findIn(evaluation.players, first);
    io.out(explainKnockOutPlayer(evaluation, ranked.regulation.regulation.knockOut!, id, words).join('\n'));
    return 0;
  }
  let run = ranked.kind === 'sections' ? undefined : ranked;
  if (ranked.kind === 'sections') {
    // An event in sections: --section names the one the participant plays in.
    const asked = args.options.get('section');
    const names = ranked.parts.map((p) => `"${p.name}"`).join(', ');
    if (asked === undefined)
      throw new UsageError(`the event has ${ranked.parts.length} sections: say which with --section NAME (${names})`);
    const part = pickSection(ranked.parts, asked);
    if ('problem' in part) throw new UsageError(`--${part.problem}`);
    run = part;
  }
  const { evaluation } = run!;
  const a = findPlayer(evaluation, first);
  const lines =
    second === undefined ? explainPlayer(evaluation, a, words) : explainPair(evaluation, a, findPlayer(evaluation, second), words);
  io.out(lines.join('\n'));
  return 0;
}

function findPlayer(evaluation: Explained, text: string): PlayerId {
  return findIn(evaluation.crosstable.players, text);
}

/** A participant by starting number, or by a part of the name that only one has. */
function findIn(players: readonly { id: PlayerId; name: string }[], text: string): PlayerId {
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (players.some((p) => p.id === id)) return id;
    throw new UsageError(`No participant with starting number ${id}`);
  }
  const matches = players.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()));
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length === 0) throw new UsageError(`No participant's name contains "${text}"`);
  throw new UsageError(`"${text}" matches ${matches.length} participants: ${matches.map((p) => `${p.name} (${p.id})`).join(', ')}`);
}
