/**
 * manifest.json, the unified manifest for Microsoft 365, beside manifest.xml: made from it by
 * scripts/unified-manifest.ts (npm run manifest:json), so the committed files must be what it
 * writes; checked field by field against the XML, against the unified manifest's own schema
 * offline (office-addin-manifest validates a .json manifest with the schemas @microsoft/app-manifest
 * ships; a .xml one needs Microsoft's web service), and its localization files against theirs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { XMLParser } from 'fast-xml-parser';
import { validateManifest } from 'office-addin-manifest';
import { describe, expect, it } from 'vitest';
import { OFFICE_LOCALES, TRANSLATIONS } from '../../addin/strings';
import { en } from '../../addin/strings/en';
import { releaseBase, unifiedManifestForHost } from '../../scripts/addin-manifest.mjs';
import { appPackage } from '../../scripts/build-addin.mjs';
import { SCHEMA_VERSION, unifiedManifestFiles } from '../../scripts/unified-manifest';
import { REPO_ROOT } from '../support/fixture-paths';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const json = read('manifest.json');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed manifest, checked field by field below
const manifest = JSON.parse(json) as any;
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true }).parse(
  read('manifest.xml'),
).OfficeApp;
const extension = manifest.extensions[0];
const group = extension.ribbons[0].tabs[0].groups[0];
const control = group.controls[0];
const PUBLIC = join(REPO_ROOT, 'addin', 'public');
const RELEASE_BASE = 'https://addins.example.org/regula';

/** The Localization schema of the same version, from the package office-addin-manifest validates with. */
const localizationSchema = JSON.parse(
  readFileSync(
    join(
      dirname(
        createRequire(join(REPO_ROOT, 'node_modules', 'office-addin-manifest', 'package.json')).resolve(
          '@microsoft/app-manifest/package.json',
        ),
      ),
      'build',
      'json-schemas',
      'teams',
      `v${SCHEMA_VERSION}`,
      'MicrosoftTeams.Localization.schema.json',
    ),
    'utf8',
  ),
) as { properties: Record<string, { maxLength?: number }>; patternProperties: Record<string, { maxLength?: number }>; required: string[] };

/** A localization key's value in the manifest ("extensions[0].ribbons[0]….label"), undefined when the path names nothing. */
function at(value: unknown, path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('manifest.json (the unified manifest)', () => {
  it('is what npm run manifest:json makes of manifest.xml and the translations', async () => {
    for (const [path, text] of await unifiedManifestFiles()) expect(read(path), `${path}: run npm run manifest:json`).toBe(text);
  });

  it('passes the unified manifest’s schema, offline, and a manifest that breaks it does not', async () => {
    expect(await validateManifest(join(REPO_ROOT, 'manifest.json'))).toEqual({ isValid: true });
    const broken = join(tmpdir(), `regula-broken-manifest-${process.pid}.json`);
    writeFileSync(broken, JSON.stringify({ ...manifest, description: { ...manifest.description, short: 'x'.repeat(81) } }));
    expect((await validateManifest(broken)).isValid).toBe(false);
  }, 30_000);

  it('says what manifest.xml says: version, names, description, provider, permission, requirement set, domain', () => {
    expect(manifest.manifestVersion).toBe(SCHEMA_VERSION);
    expect(`${manifest.version}.0`).toBe(xml.Version);
    expect(manifest.name).toEqual({ short: xml.DisplayName['@DefaultValue'], full: xml.DisplayName['@DefaultValue'] });
    expect(manifest.description.full).toBe(xml.Description['@DefaultValue']);
    expect(manifest.description.short).toBe(en.manifest.descriptionShort);
    expect(manifest.developer.name).toBe(xml.ProviderName);
    expect(manifest.developer.websiteUrl).toBe(xml.SupportUrl['@DefaultValue']);
    expect(xml.Permissions).toBe('ReadWriteDocument');
    expect(manifest.authorization.permissions.resourceSpecific).toEqual([{ name: 'Document.ReadWrite.User', type: 'Delegated' }]);
    expect(extension.requirements).toEqual({
      scopes: ['workbook'],
      capabilities: [{ name: 'ExcelApi', minVersion: xml.Requirements.Sets.Set['@MinVersion'] }],
    });
    expect(xml.Requirements.Sets.Set['@Name']).toBe('ExcelApi');
    expect(manifest.validDomains).toEqual([new URL(xml.AppDomains.AppDomain).host]);
  });

  it('has its own id and hides the XML add-in where both are installed, with the XML’s icons', () => {
    expect(manifest.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(manifest.id).not.toBe(xml.Id);
    expect(extension.alternates).toEqual([
      {
        hide: { customOfficeAddin: { officeAddinId: xml.Id } },
        alternateIcons: {
          icon: { size: 32, url: xml.IconUrl['@DefaultValue'] },
          highResolutionIcon: { size: 64, url: xml.HighResolutionIconUrl['@DefaultValue'] },
        },
      },
    ]);
  });

  it('puts the button on the Home tab, opening the task pane page, with the XML’s words and icons', () => {
    const resources = xml.VersionOverrides.Resources;
    const urls = new Map<string, string>(
      [...resources.Images.Image, ...resources.Urls.Url].map((r: Record<string, string>) => [r['@id']!, r['@DefaultValue']!] as const),
    );
    expect(extension.ribbons[0].contexts).toEqual(['default']);
    expect(extension.ribbons[0].tabs[0].builtInTabId).toBe('TabHome');
    expect(group.label).toBe('Regula');
    expect(control).toMatchObject({
      type: 'button',
      label: en.manifest.buttonLabel,
      supertip: { title: en.manifest.buttonLabel, description: en.manifest.buttonTooltip },
    });
    expect([...group.icons, ...control.icons]).toEqual(
      [16, 32, 80, 16, 32, 80].map((size) => ({ size, url: urls.get(`Icon.${size}x${size}`) })),
    );
    const runtime = extension.runtimes[0];
    expect(runtime.code.page).toBe(urls.get('Taskpane.Url'));
    expect(runtime.actions).toEqual([{ id: control.actionId, type: 'openPage' }]);
    expect(extension.getStartedMessages).toEqual([
      {
        title: en.manifest.getStartedTitle,
        description: en.manifest.getStartedDescription,
        learnMoreUrl: urls.get('GetStarted.LearnMoreUrl'),
      },
    ]);
    for (const icon of [...group.icons, ...control.icons])
      expect(existsSync(join(PUBLIC, icon.url.slice('https://localhost:3000/'.length))), icon.url).toBe(true);
  });

  it('ships the app icons the schema asks for: color 192 × 192, outline 32 × 32', () => {
    expect(pngSize(join(PUBLIC, manifest.icons.color))).toEqual([192, 192]);
    expect(pngSize(join(PUBLIC, manifest.icons.outline))).toEqual([32, 32]);
  });

  it('says the description and the ribbon’s words in each Office locale of the XML, in the translations’ words', () => {
    const expected = Object.entries(OFFICE_LOCALES).flatMap(([tag, locales]) =>
      locales.map((locale) => [locale, tag as keyof typeof OFFICE_LOCALES] as const),
    );
    expect(manifest.localizationInfo.defaultLanguageTag).toBe('en-us');
    expect(manifest.localizationInfo.additionalLanguages.map((l: { languageTag: string }) => l.languageTag)).toEqual(
      expected.map(([locale]) => locale.toLowerCase()),
    );
    const files = manifest.localizationInfo.additionalLanguages as { file: string }[];
    for (const [{ file }, [locale, tag]] of files.map((l, i) => [l, expected[i]!] as const)) {
      const strings = JSON.parse(readFileSync(join(PUBLIC, file), 'utf8')) as Record<string, string>;
      const words = TRANSLATIONS[tag].manifest;
      expect(strings['description.short'], locale).toBe(words.descriptionShort);
      expect(strings['description.full'], locale).toBe(words.description);
      expect(strings['name.short'], locale).toBe('Regula');
      const ribbon = 'extensions[0].ribbons[0].tabs[0].groups[0]';
      expect(strings[`${ribbon}.controls[0].label`], locale).toBe(words.buttonLabel);
      expect(strings[`${ribbon}.controls[0].supertip.description`], locale).toBe(words.buttonTooltip);
      expect(strings['extensions[0].getStartedMessages[0].title'], locale).toBe(words.getStartedTitle);
      expect(strings['extensions[0].getStartedMessages[0].description'], locale).toBe(words.getStartedDescription);
      // The Localization schema: only its keys, within their lengths, the required ones there; each names a string of the manifest.
      for (const key of localizationSchema.required) expect(strings[key], `${locale} ${key}`).toBeDefined();
      for (const [key, value] of Object.entries(strings)) {
        if (key === '$schema') continue;
        const rule =
          localizationSchema.properties[key] ??
          Object.entries(localizationSchema.patternProperties).find(([pattern]) => new RegExp(pattern).test(key))?.[1];
        expect(rule, `${locale} ${key}: a key of the Localization schema`).toBeDefined();
        expect(value.length, `${locale} ${key}`).toBeLessThanOrEqual(rule!.maxLength ?? Infinity);
        expect(typeof at(manifest, key), `${locale} ${key} in manifest.json`).toBe('string');
      }
    }
  });

  it('has a release form at the build’s host, valid too, and an app package of the files it names', async () => {
    const release = unifiedManifestForHost(releaseBase(`${RELEASE_BASE}/`));
    expect(release).not.toContain('localhost');
    const parsed = JSON.parse(release);
    expect(parsed.validDomains).toEqual(['addins.example.org']);
    expect(parsed.extensions[0].runtimes[0].code.page).toBe(`${RELEASE_BASE}/taskpane.html`);
    const path = join(tmpdir(), `regula-release-manifest-${process.pid}.json`);
    writeFileSync(path, release);
    expect(await validateManifest(path)).toEqual({ isValid: true });
    const zip = await JSZip.loadAsync(await appPackage(release));
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        'manifest.json',
        manifest.icons.color,
        manifest.icons.outline,
        ...manifest.localizationInfo.additionalLanguages.map((l: { file: string }) => l.file),
      ].sort(),
    );
    expect(await zip.file('manifest.json')!.async('string')).toBe(release);
  }, 30_000);
});
