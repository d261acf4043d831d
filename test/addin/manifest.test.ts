import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { manifestForHost, releaseBase } from '../../scripts/addin-manifest.mjs';
import { REPO_ROOT } from '../support/fixture-paths';
import { OFFICE_LOCALES, TRANSLATIONS } from '../../addin/strings';
import { en } from '../../addin/strings/en';

// An offline check of what we rely on in manifest.xml; `npm run validate` (Microsoft's
// validator) needs the network and runs on release machines.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: (name) => ['Set', 'Image', 'Url', 'String', 'Host', 'Control', 'Override'].includes(name),
});
const DEV_ORIGIN = 'https://localhost:3000';
const RELEASE_BASE = 'https://addins.example.org/regula';
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The checks every manifest passes: the repository's (dev server) and a release build's (its host). */
function describeManifest(label: string, text: string, base: string): void {
  const manifest = parser.parse(text).OfficeApp;
  const overrides = manifest.VersionOverrides;
  const resources = overrides.Resources;
  const desktop = overrides.Hosts.Host[0].DesktopFormFactor;
  const resourceIds = new Map<string, string>(
    [...resources.Images.Image, ...resources.Urls.Url, ...resources.ShortStrings.String, ...resources.LongStrings.String].map((r) => [
      r['@id'],
      r['@DefaultValue'],
    ]),
  );
  const allResids = [...text.matchAll(/resid="([^"]+)"/g)].map((m) => m[1]!);
  const publicFile = (url: string) => join(REPO_ROOT, 'addin', 'public', url.slice(base.length + 1));

  describe(label, () => {
    it('is well-formed XML', () => {
      expect(XMLValidator.validate(text)).toBe(true);
    });

    it('is a task pane add-in for workbooks with a GUID id', () => {
      expect(manifest['@type']).toBe('TaskPaneApp');
      expect(manifest.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(manifest.Version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(manifest.Hosts.Host.map((h: Record<string, string>) => h['@Name'])).toEqual(['Workbook']);
      expect(overrides.Hosts.Host[0]['@type']).toBe('Workbook');
    });

    it('requires ExcelApi 1.8 (test/addin/requirement-set.test.ts derives it) and asks to read and write the document', () => {
      expect(manifest.Requirements.Sets.Set).toEqual([{ '@Name': 'ExcelApi', '@MinVersion': '1.8' }]);
      expect(manifest.Permissions).toBe('ReadWriteDocument');
    });

    it('has a ribbon button on the Home tab that opens the task pane page', () => {
      const control = desktop.ExtensionPoint.OfficeTab.Group.Control[0];
      expect(desktop.ExtensionPoint['@type']).toBe('PrimaryCommandSurface');
      expect(desktop.ExtensionPoint.OfficeTab['@id']).toBe('TabHome');
      expect(control['@type']).toBe('Button');
      expect(control.Action['@type']).toBe('ShowTaskpane');
      expect(resourceIds.get(control.Action.SourceLocation['@resid'])).toBe(`${base}/taskpane.html`);
      expect(manifest.DefaultSettings.SourceLocation['@DefaultValue']).toBe(`${base}/taskpane.html`);
    });

    it('defines every resource it refers to, within the length limits', () => {
      for (const id of allResids) expect(resourceIds.has(id), id).toBe(true);
      for (const s of resources.ShortStrings.String) expect(s['@DefaultValue'].length, s['@id']).toBeLessThanOrEqual(125);
      for (const s of resources.LongStrings.String) expect(s['@DefaultValue'].length, s['@id']).toBeLessThanOrEqual(250);
    });

    it('points every URL at the https origin of its AppDomain, at files the add-in ships', () => {
      expect(manifest.AppDomains.AppDomain).toBe(new URL(base).origin);
      const urls = [...text.matchAll(/(?:DefaultValue|Value)="(https?:[^"]+)"/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls) {
        expect(url.startsWith(`${base}/`), url).toBe(true);
        expect(existsSync(publicFile(url)), url).toBe(true);
      }
    });

    it('says its description and ribbon words in every language of the pane, in the pane’s words for them', () => {
      type Words = keyof typeof en.manifest;
      const strings = new Map<string, { '@DefaultValue': string; Override?: { '@Locale': string; '@Value': string }[] }>(
        [...resources.ShortStrings.String, ...resources.LongStrings.String].map((r) => [r['@id'], r]),
      );
      const said: [Words, { '@DefaultValue': string; Override?: { '@Locale': string; '@Value': string }[] }, number][] = [
        ['description', manifest.Description, 250],
        ['getStartedTitle', strings.get('GetStarted.Title')!, 125],
        ['buttonLabel', strings.get('Button.Label')!, 125],
        ['getStartedDescription', strings.get('GetStarted.Description')!, 250],
        ['buttonTooltip', strings.get('Button.Tooltip')!, 250],
      ];
      const expected = Object.entries(OFFICE_LOCALES).flatMap(([tag, locales]) =>
        locales.map((locale) => [locale, tag as keyof typeof OFFICE_LOCALES] as const),
      );
      for (const [words, element, limit] of said) {
        expect(element['@DefaultValue'], words).toBe(en.manifest[words]);
        expect(
          (element.Override ?? []).map((o) => [o['@Locale'], o['@Value']]),
          words,
        ).toEqual(expected.map(([locale, tag]) => [locale, TRANSLATIONS[tag].manifest[words]]));
        for (const override of element.Override ?? [])
          expect(override['@Value'].length, `${words} ${override['@Locale']}`).toBeLessThanOrEqual(limit);
      }
      // Names are not translated: the add-in's and the ribbon group's.
      expect(manifest.DisplayName.Override).toBeUndefined();
      expect(strings.get('Group.Label')!.Override).toBeUndefined();
      // Every Override is of a locale, in the elements that take one.
      const locales = [...text.matchAll(/<(?:bt:)?Override Locale="([^"]+)"/g)].map((m) => m[1]!);
      // The words above, and the help page's two addresses (help in its language).
      expect(locales.length).toBe((said.length + 2) * expected.length);
      for (const locale of locales) expect(locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    });

    it('points the help (SupportUrl, Learn more) at the page in each language of the pane, in that language', () => {
      const urlResource = resources.Urls.Url.find((u: { '@id': string }) => u['@id'] === 'GetStarted.LearnMoreUrl');
      const expected = Object.entries(OFFICE_LOCALES).flatMap(([tag, locales]) =>
        locales.map((locale) => [locale, `${base}/help.${tag}.html`]),
      );
      for (const element of [manifest.SupportUrl, urlResource]) {
        expect(element['@DefaultValue']).toBe(`${base}/help.html`);
        expect(element.Override.map((o: { '@Locale': string; '@Value': string }) => [o['@Locale'], o['@Value']])).toEqual(expected);
      }
      for (const tag of ['en', ...Object.keys(OFFICE_LOCALES)]) {
        const page = readFileSync(publicFile(`${base}/${tag === 'en' ? 'help.html' : `help.${tag}.html`}`), 'utf8');
        expect(page, tag).toContain(`<html lang="${tag}">`);
        // The same sections in every language: the privacy statement and the terms are linked to by id.
        expect(page, tag).toContain('id="privacy"');
        expect(page, tag).toContain('id="licence"');
        // Sheet names and codes are the same in every language.
        for (const kept of ['Regula Standings', 'Regula Audit', 'dsl/unknown-criterion', 'docs/diagnostics.md'])
          expect(page, `${tag} ${kept}`).toContain(kept);
        // Each page links to the others.
        for (const other of Object.keys(OFFICE_LOCALES))
          if (other !== tag) expect(page, `${tag} → ${other}`).toContain(`href="help.${other}.html"`);
      }
    });

    it('ships icons of the sizes it declares', () => {
      for (const image of resources.Images.Image) {
        const size = Number(/(\d+)x\1/.exec(image['@id'])![1]);
        expect(pngSize(publicFile(image['@DefaultValue']))).toEqual([size, size]);
      }
      expect(pngSize(publicFile(manifest.IconUrl['@DefaultValue']))).toEqual([32, 32]);
      expect(pngSize(publicFile(manifest.HighResolutionIconUrl['@DefaultValue']))).toEqual([64, 64]);
    });
  });
}

describeManifest('manifest.xml (the dev server)', readFileSync(join(REPO_ROOT, 'manifest.xml'), 'utf8'), DEV_ORIGIN);

const release = manifestForHost(releaseBase(`${RELEASE_BASE}/`));
describeManifest('a release manifest (npm run build:addin -- --host https://addins.example.org/regula/)', release, RELEASE_BASE);

describe('a release build', () => {
  it('names no localhost anywhere', () => {
    expect(release).not.toContain('localhost');
    expect(release).toContain(`<AppDomain>https://addins.example.org</AppDomain>`);
  });

  it('takes only an https host that is not this machine', () => {
    expect(releaseBase('https://addins.example.org/regula/')).toBe(RELEASE_BASE);
    expect(releaseBase('https://addins.example.org')).toBe('https://addins.example.org');
    expect(() => releaseBase('http://addins.example.org/')).toThrow(/https only/);
    expect(() => releaseBase('https://localhost:3000/')).toThrow(/not localhost/);
    expect(() => releaseBase('addins.example.org')).toThrow(/not a URL/);
    expect(() => releaseBase('https://addins.example.org/?v=1')).toThrow(/without \?query/);
  });
});
