/**
 * The language `regula render` prints in (cli/render-language.ts, docs/cli.md "regula render"):
 * --lang, else LC_ALL, else LANG, else English; an unknown --lang is a usage error naming the
 * codes, exit 1 and no stack trace.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../../cli/args';
import { run } from '../../../cli/main';
import { renderLanguage } from '../../../cli/render-language';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const OPEN = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula');

describe('renderLanguage', () => {
  it('--lang beats LC_ALL, which beats LANG; a locale gives its language', () => {
    expect(renderLanguage('fr', { LC_ALL: 'de_DE.UTF-8', LANG: 'es_ES.UTF-8' })).toEqual({ language: 'fr' });
    expect(renderLanguage(undefined, { LC_ALL: 'de_DE.UTF-8', LANG: 'es_ES.UTF-8' })).toEqual({ language: 'de' });
    expect(renderLanguage(undefined, { LC_ALL: '', LANG: 'ru_RU.UTF-8' })).toEqual({ language: 'ru' });
    expect(renderLanguage(undefined, { LANG: 'fr_CA' })).toEqual({ language: 'fr' });
    expect(renderLanguage(undefined, { LANG: 'es' })).toEqual({ language: 'es' });
    expect(renderLanguage('DE', {})).toEqual({ language: 'de' });
  });

  it('is English without a locale, in the C locale, and says so for a language it does not print', () => {
    expect(renderLanguage(undefined, {})).toEqual({ language: 'en' });
    expect(renderLanguage(undefined, { LANG: 'C.UTF-8' })).toEqual({ language: 'en' });
    expect(renderLanguage(undefined, { LC_ALL: 'POSIX', LANG: 'de_DE.UTF-8' })).toEqual({ language: 'en' });
    expect(renderLanguage(undefined, { LANG: 'en_GB.UTF-8' })).toEqual({ language: 'en' });
    expect(renderLanguage(undefined, { LANG: 'nl_NL.UTF-8' })).toEqual({ language: 'en', unheld: 'LANG=nl_NL.UTF-8' });
  });

  it('refuses an unknown --lang, listing the codes', () => {
    expect(() => renderLanguage('nl', { LANG: 'de_DE.UTF-8' })).toThrow(UsageError);
    expect(() => renderLanguage('nl', {})).toThrow('--lang must be one of en, de, fr, es, ru, not "nl"');
  });
});

describe('regula render --lang', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prints the booklet in the language of --lang, else of the locale', async () => {
    const de = capture();
    expect(await run(['render', OPEN, '--lang', 'de'], de.io)).toBe(0);
    expect(de.out.join('\n')).toContain('## Artikel 3. Feinwertung');
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LANG', 'ru_RU.UTF-8');
    const ru = capture();
    expect(await run(['render', OPEN, '--to', 'html'], ru.io)).toBe(0);
    expect(ru.out.join('\n')).toContain('<html lang="ru">');
    vi.stubEnv('LC_ALL', 'fr_FR.UTF-8');
    const fr = capture();
    expect(await run(['render', OPEN], fr.io)).toBe(0);
    expect(fr.out.join('\n')).toContain('## Article 3. Départages');
    const en = capture();
    expect(await run(['render', OPEN, '--lang', 'en'], en.io)).toBe(0);
    expect(en.out.join('\n')).toContain('## Article 3. Tie-breaks');
  });

  it('notes a locale in a language the booklet is not printed in, and prints English', async () => {
    vi.stubEnv('LC_ALL', 'nl_NL.UTF-8');
    const c = capture();
    expect(await run(['render', OPEN], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('## Article 3. Tie-breaks');
    expect(c.err.join('\n')).toContain('printed in English: LC_ALL=nl_NL.UTF-8 names a language the booklet is not printed in');
  });

  it('an unknown --lang is a usage error listing the codes: exit 1, no stack trace', async () => {
    const c = capture();
    expect(await run(['render', OPEN, '--lang', 'xx'], c.io)).toBe(1);
    const err = c.err.join('\n');
    expect(err).toContain('--lang must be one of en, de, fr, es, ru, not "xx"');
    expect(err).not.toMatch(/\n\s+at /);
    expect(c.out).toEqual([]);
  });
});
