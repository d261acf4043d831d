import { BOOKLET_LANGUAGES, bookletLanguage, RESULT_WORDS, type BookletLanguage, type ResultWords } from '../io';
import { UsageError } from './args';
import type { Reporter } from './report';

/**
 * The language `regula render` prints the booklet in (docs/cli.md "regula render"): `--lang CODE`,
 * else the environment's locale — LC_ALL, else LANG, as POSIX orders them ("de_DE.UTF-8" is de) —
 * else English. An unknown `--lang` is a usage error listing the codes; a locale in a language
 * the booklet is not printed in gives English, and `unheld` says which locale that was (the
 * C and POSIX locales and English say nothing).
 */
export function renderLanguage(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): { language: BookletLanguage; unheld?: string } {
  if (option !== undefined) {
    const language = bookletLanguage(option.toLowerCase());
    if (!language) throw new UsageError(`--lang must be one of ${BOOKLET_LANGUAGES.join(', ')}, not "${option}"`);
    return { language };
  }
  for (const name of ['LC_ALL', 'LANG'] as const) {
    const locale = env[name];
    if (locale === undefined || locale === '') continue;
    const code = (/^[A-Za-z]+/.exec(locale)?.[0] ?? '').toLowerCase();
    const language = bookletLanguage(code);
    if (language) return { language };
    return code === 'c' || code === 'posix' || code === '' ? { language: 'en' } : { language: 'en', unheld: `${name}=${locale}` };
  }
  return { language: 'en' };
}

/**
 * The language of `rank`'s table and of `explain`'s sentences (docs/cli.md "The language of the
 * output"): render's rules (renderLanguage), the same note when the locale names a language Regula
 * does not print in. Only human output follows it: `rank --format csv|json` is the same in every
 * language, so `format` other than the table's asks nothing of the locale.
 */
export function outputWords(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  reporter: Reporter,
): ResultWords {
  const { language, unheld } = renderLanguage(option, env);
  if (unheld !== undefined)
    reporter.note(
      `printed in English: ${unheld} names a language the output is not printed in (--lang ${BOOKLET_LANGUAGES.join(', ')})`,
      'cli/render-language',
    );
  return RESULT_WORDS[language];
}
