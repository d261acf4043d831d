import { BOOKLET_LANGUAGES, BOOKLET_WORDS, documentHtml, documentMarkdown, regulationDocument } from '../../io';
import { parseArgs, UsageError } from '../args';
import type { Io } from '../io';
import { regulationFromFile } from '../read-regulation';
import { renderLanguage } from '../render-language';
import type { Reporter } from '../report';
import { guardOutput } from '../output-target';
import { writeFileAtomically } from '../safe-write';
import { RENDER_USAGE } from '../usage';

/**
 * `regula render`: a regulation as an official prints it in the tournament booklet (docs/cli.md,
 * render) — Markdown or one self-contained HTML file, the same bytes for the same regulation,
 * so two versions of a federation's rules can be compared as plain text; in the language of
 * `--lang`, else of the environment's locale, else English (render-language.ts).
 */
export async function runRender(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, ['to', 'out', 'lang'], ['quiet', 'json', 'force']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(RENDER_USAGE);
  const to = args.options.get('to') ?? 'md';
  if (to !== 'html' && to !== 'md') throw new UsageError(`--to must be html or md, not "${to}"`);
  const out = args.options.get('out');
  const { language, unheld } = renderLanguage(args.options.get('lang'), process.env);
  const choice = await regulationFromFile(file, reporter);
  if (!choice) {
    reporter.error(file, 'cli/regulation-errors', 'not rendered: the regulation has errors');
    return 1;
  }
  if (unheld !== undefined)
    reporter.note(
      `printed in English: ${unheld} names a language the booklet is not printed in (--lang ${BOOKLET_LANGUAGES.join(', ')})`,
      'cli/render-language',
    );
  const document = regulationDocument(choice.regulation, BOOKLET_WORDS[language]);
  const text = to === 'html' ? documentHtml(document) : documentMarkdown(document);
  if (out === undefined) {
    io.out(text.replace(/\n$/, ''));
    return 0;
  }
  await guardOutput(out, [file], { force: args.flags.has('force'), text });
  writeFileAtomically(out, text);
  reporter.note(`wrote ${out}`, 'cli/wrote');
  return 0;
}
