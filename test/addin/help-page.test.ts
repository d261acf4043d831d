/**
 * The help page the manifest points to (addin/public/help.html, SupportUrl and LearnMoreUrl) stays
 * true: it names every panel the pane has, by its label (addin/strings/en.ts), with their number in
 * words; and its privacy statement holds — no code of the add-in sends anything over the network
 * or keeps data of its own in the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICE_LOCALES, TRANSLATIONS } from '../../addin/strings';
import { en as strings } from '../../addin/strings/en';
import { REPO_ROOT } from '../support/fixture-paths';
import { filesIn } from '../support/source-files';

// Whitespace as a browser reads it: Prettier may break a line anywhere.
const page = (name: string) =>
  readFileSync(join(REPO_ROOT, 'addin', 'public', name), 'utf8')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><');
const help = page('help.html');
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six'];

describe('the help page', () => {
  it('names every panel of the pane, and how many there are', () => {
    const tabs = Object.values(strings.app.tabs);
    expect(tabs.length).toBeGreaterThan(3);
    for (const tab of tabs) expect(help).toContain(`<li><b>${tab}</b>`);
    expect(help).toContain(`The task pane has ${NUMBERS[tabs.length - 1]} panels`);
    expect(help.match(/<li><b>/g)).toHaveLength(tabs.length);
  });

  it('states privacy, and the add-in has no network call or storage of its own that would make it untrue', () => {
    expect(help).toMatch(/<h2 id="privacy">Privacy<\/h2>/);
    expect(help).toContain('no cell, regulation or result is sent anywhere');
    const sources = filesIn('addin', (name) => /\.(ts|tsx)$/.test(name));
    expect(sources.length).toBeGreaterThan(30);
    const offending = sources.filter((file) =>
      /\bfetch\(|XMLHttpRequest|sendBeacon|WebSocket|EventSource|localStorage|sessionStorage|indexedDB|roamingSettings|document\.settings/.test(
        readFileSync(join(REPO_ROOT, file), 'utf8'),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('is in every language of the pane (the manifest points each Office locale at its page), naming the panels and Run by the pane’s words', () => {
    for (const tag of Object.keys(OFFICE_LOCALES) as (keyof typeof OFFICE_LOCALES)[]) {
      const translated = page(`help.${tag}.html`);
      const words = TRANSLATIONS[tag];
      const tabs = Object.values(words.app.tabs);
      for (const tab of tabs) expect(translated, tag).toContain(`<li><b>${tab}</b>`);
      expect(translated.match(/<li><b>/g), tag).toHaveLength(tabs.length);
      expect(translated, tag).toContain(`<i>${words.results.run}</i>`);
      expect(translated, tag).toContain('<h2 id="privacy">');
      // No English sentence left: the English page's privacy sentence is not in it.
      expect(translated, tag).not.toContain('sent anywhere');
    }
  });
});
