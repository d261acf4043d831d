/**
 * The help page the manifest points to (addin/public/help.html, SupportUrl and LearnMoreUrl) stays
 * true: it names every panel the pane has, by its label (addin/strings/en.ts), with their number in
 * words; and its privacy statement holds — no code of the add-in sends anything over the network
 * or keeps data of its own in the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as strings } from '../../addin/strings/en';
import { REPO_ROOT } from '../support/fixture-paths';
import { filesIn } from '../support/source-files';

// Whitespace as a browser reads it: Prettier may break a line anywhere.
const help = readFileSync(join(REPO_ROOT, 'addin', 'public', 'help.html'), 'utf8')
  .replace(/\s+/g, ' ')
  .replace(/> </g, '><');
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
});
