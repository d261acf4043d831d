// manifest.json, the unified manifest for Microsoft 365 (the JSON format of Microsoft 365 apps),
// and its localization files, made from manifest.xml: `npm run manifest:json`. manifest.xml stays
// the one written by hand (and the one perpetual Office reads); everything here is read from it —
// id, version, names, description, icons, URLs, requirement set, permission, the ribbon's words and
// their <Override Locale=…> — except what the XML has no place for: the short description (at most
// 80 characters, each translation's `manifest.descriptionShort`), the app's own id, the two app
// icons and the accent colour. test/addin/unified-manifest.test.ts fails when the files written
// differ from what manifest.xml and the translations give (docs/addin.md, "The unified manifest").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { format, resolveConfig } from 'prettier';
import { OFFICE_LOCALES, TRANSLATIONS } from '../addin/strings';
import { en } from '../addin/strings/en';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The schema version written (its schema ships offline in @microsoft/app-manifest, which office-addin-manifest validates with). */
export const SCHEMA_VERSION = '1.24';
const SCHEMA = `https://developer.microsoft.com/json-schemas/teams/v${SCHEMA_VERSION}/MicrosoftTeams.schema.json`;
const LOCALIZATION_SCHEMA = `https://developer.microsoft.com/json-schemas/teams/v${SCHEMA_VERSION}/MicrosoftTeams.Localization.schema.json`;
/**
 * The unified manifest's own id: Microsoft asks for a GUID other than the XML manifest's <Id>, the
 * XML add-in hidden by `alternates` where both are installed ("Manage both a unified manifest and an
 * add-in only manifest version of your Office Add-in", Office Add-ins documentation).
 */
export const UNIFIED_ID = '7d3c1c0e-5b2f-4e61-9a3d-2f6c8e4b9a17';
/** The icon's green (scripts/make-icons.mjs); the schema asks for an accent colour. */
const ACCENT_COLOR = '#1B5E20';
/** The app icons, paths in the app package: addin/public, whose files npm run build:addin zips (scripts/make-icons.mjs draws them). */
const APP_ICONS = { color: 'assets/color.png', outline: 'assets/outline.png' };
/** ReadWriteDocument in the unified manifest's words (Office Add-ins documentation, "Requesting permissions for API use"). */
const PERMISSIONS: Record<string, string> = {
  Restricted: 'Document.Restricted.User',
  ReadDocument: 'Document.Read.User',
  ReadAllDocument: 'Document.ReadAll.User',
  WriteDocument: 'Document.Write.User',
  ReadWriteDocument: 'Document.ReadWrite.User',
};
/** The XML's ribbon words, by resource id, and the translation entry they are (test/addin/manifest.test.ts checks the pairing). */
const RIBBON_WORDS = {
  getStartedTitle: 'GetStarted.Title',
  getStartedDescription: 'GetStarted.Description',
  buttonLabel: 'Button.Label',
  buttonTooltip: 'Button.Tooltip',
} as const;

interface Localized {
  '@DefaultValue': string;
  Override?: { '@Locale': string; '@Value': string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: (name) => ['Set', 'Image', 'Url', 'String', 'Host', 'Control', 'Override', 'AppDomain'].includes(name),
});

/** What manifest.xml says, read as the unified manifest needs it. */
function readXml(text: string) {
  const app = parser.parse(text).OfficeApp;
  const resources = app.VersionOverrides.Resources;
  const byId = new Map<string, Localized>(
    [...resources.Images.Image, ...resources.Urls.Url, ...resources.ShortStrings.String, ...resources.LongStrings.String].map((r) => [
      r['@id'],
      r,
    ]),
  );
  const resource = (id: string): Localized => {
    const found = byId.get(id);
    if (!found) throw new Error(`manifest.xml: no resource "${id}"`);
    return found;
  };
  const desktop = app.VersionOverrides.Hosts.Host[0].DesktopFormFactor;
  const tab = desktop.ExtensionPoint.OfficeTab;
  const group = tab.Group;
  const control = group.Control[0];
  const icons = (icon: { Image: { '@size': string; '@resid': string }[] }) =>
    icon.Image.map((image) => ({ size: Number(image['@size']), url: resource(image['@resid'])['@DefaultValue'] }));
  const sets: { '@Name': string; '@MinVersion': string }[] = app.Requirements.Sets.Set;
  return {
    id: String(app.Id),
    version: String(app.Version),
    provider: String(app.ProviderName),
    name: String(app.DisplayName['@DefaultValue']),
    description: app.Description as Localized,
    iconUrl: String(app.IconUrl['@DefaultValue']),
    highResolutionIconUrl: String(app.HighResolutionIconUrl['@DefaultValue']),
    supportUrl: String(app.SupportUrl['@DefaultValue']),
    appDomains: (app.AppDomains.AppDomain as string[]).map(String),
    sets: sets.map((set) => ({ name: set['@Name'], minVersion: set['@MinVersion'] })),
    permission: String(app.Permissions),
    taskpaneUrl: resource(control.Action.SourceLocation['@resid'])['@DefaultValue'],
    taskpaneId: String(control.Action.TaskpaneId),
    tabId: String(tab['@id']),
    group: { id: String(group['@id']), label: resource(group.Label['@resid']), icons: icons(group.Icon) },
    control: { id: String(control['@id']), icons: icons(control.Icon) },
    words: Object.fromEntries(Object.entries(RIBBON_WORDS).map(([word, id]) => [word, resource(id)])) as Record<
      keyof typeof RIBBON_WORDS,
      Localized
    >,
    learnMoreUrl: resource(desktop.GetStarted.LearnMoreUrl['@resid'])['@DefaultValue'],
  };
}

/** The XML's four-part version (0.1.0.0) as the unified manifest's three parts (0.1.0): the fourth must be 0. */
function threePartVersion(version: string): string {
  const parts = version.split('.');
  if (parts.length !== 4 || parts[3] !== '0')
    throw new Error(`manifest.xml: <Version>${version}</Version>: the unified manifest takes n.n.n, so the fourth part must be 0`);
  return parts.slice(0, 3).join('.');
}

/** The value of `element` in `locale` (an <Override Locale=…>, else its default). */
function inLocale(element: Localized, locale: string | undefined): string {
  return element.Override?.find((o) => o['@Locale'] === locale)?.['@Value'] ?? element['@DefaultValue'];
}

/** The Office locales the translations serve (de-DE, fr-FR, fr-CA …), each with its translation's tag. */
const LOCALES = Object.entries(OFFICE_LOCALES).flatMap(([tag, locales]) =>
  locales.map((locale) => ({ locale, tag: tag as keyof typeof OFFICE_LOCALES })),
);

/** The localization file's path in the app package for an Office locale ("de-DE" → "locales/de-de.json"). */
export const localeFile = (locale: string) => `locales/${locale.toLowerCase()}.json`;

/** manifest.json and its localization files (path in the app package → JSON value), from manifest.xml's text. */
export function unifiedManifest(xmlText: string): { manifest: Record<string, unknown>; locales: Map<string, Record<string, string>> } {
  const xml = readXml(xmlText);
  const permission = PERMISSIONS[xml.permission];
  if (!permission) throw new Error(`manifest.xml: <Permissions>${xml.permission}</Permissions> has no unified manifest name here`);
  const ribbonPath = 'extensions[0].ribbons[0].tabs[0].groups[0]';
  const manifest = {
    $schema: SCHEMA,
    id: UNIFIED_ID,
    manifestVersion: SCHEMA_VERSION,
    version: threePartVersion(xml.version),
    name: { short: xml.name, full: xml.name },
    description: { short: en.manifest.descriptionShort, full: xml.description['@DefaultValue'] },
    developer: {
      name: xml.provider,
      websiteUrl: xml.supportUrl,
      privacyUrl: `${xml.supportUrl}#privacy`,
      termsOfUseUrl: `${xml.supportUrl}#licence`,
    },
    icons: APP_ICONS,
    accentColor: ACCENT_COLOR,
    localizationInfo: {
      defaultLanguageTag: 'en-us',
      additionalLanguages: LOCALES.map(({ locale }) => ({ languageTag: locale.toLowerCase(), file: localeFile(locale) })),
    },
    authorization: { permissions: { resourceSpecific: [{ name: permission, type: 'Delegated' }] } },
    validDomains: xml.appDomains.map((domain) => new URL(domain).host),
    extensions: [
      {
        requirements: { scopes: ['workbook'], capabilities: xml.sets },
        runtimes: [
          {
            id: 'TaskPaneRuntime',
            type: 'general',
            code: { page: xml.taskpaneUrl },
            lifetime: 'short',
            actions: [{ id: xml.taskpaneId, type: 'openPage' }],
          },
        ],
        ribbons: [
          {
            contexts: ['default'],
            tabs: [
              {
                builtInTabId: xml.tabId,
                groups: [
                  {
                    id: xml.group.id,
                    label: xml.group.label['@DefaultValue'],
                    icons: xml.group.icons,
                    controls: [
                      {
                        id: xml.control.id,
                        type: 'button',
                        label: xml.words.buttonLabel['@DefaultValue'],
                        icons: xml.control.icons,
                        supertip: { title: xml.words.buttonLabel['@DefaultValue'], description: xml.words.buttonTooltip['@DefaultValue'] },
                        actionId: xml.taskpaneId,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        getStartedMessages: [
          {
            title: xml.words.getStartedTitle['@DefaultValue'],
            description: xml.words.getStartedDescription['@DefaultValue'],
            learnMoreUrl: xml.learnMoreUrl,
          },
        ],
        alternates: [
          {
            hide: { customOfficeAddin: { officeAddinId: xml.id } },
            alternateIcons: { icon: { size: 32, url: xml.iconUrl }, highResolutionIcon: { size: 64, url: xml.highResolutionIconUrl } },
          },
        ],
      },
    ],
  };
  const locales = new Map(
    LOCALES.map(({ locale, tag }) => [
      localeFile(locale),
      {
        $schema: LOCALIZATION_SCHEMA,
        'name.short': xml.name,
        'name.full': xml.name,
        'description.short': TRANSLATIONS[tag].manifest.descriptionShort,
        'description.full': inLocale(xml.description, locale),
        [`${ribbonPath}.label`]: inLocale(xml.group.label, locale),
        [`${ribbonPath}.controls[0].label`]: inLocale(xml.words.buttonLabel, locale),
        [`${ribbonPath}.controls[0].supertip.title`]: inLocale(xml.words.buttonLabel, locale),
        [`${ribbonPath}.controls[0].supertip.description`]: inLocale(xml.words.buttonTooltip, locale),
        'extensions[0].getStartedMessages[0].title': inLocale(xml.words.getStartedTitle, locale),
        'extensions[0].getStartedMessages[0].description': inLocale(xml.words.getStartedDescription, locale),
      },
    ]),
  );
  return { manifest, locales };
}

/**
 * The files `npm run manifest:json` writes (repository path → text): manifest.json beside
 * manifest.xml, the localization files in addin/public/locales; formatted as Prettier formats the
 * repository's JSON, so `npm run lint` takes them as written.
 */
export async function unifiedManifestFiles(xmlText = readFileSync(join(ROOT, 'manifest.xml'), 'utf8')): Promise<Map<string, string>> {
  const { manifest, locales } = unifiedManifest(xmlText);
  const files: [string, unknown][] = [
    ['manifest.json', manifest],
    ...[...locales].map(([path, strings]) => [join('addin', 'public', path), strings] as [string, unknown]),
  ];
  const formatted = await Promise.all(
    files.map(async ([path, value]) => {
      const filepath = join(ROOT, path);
      return [path, await format(JSON.stringify(value), { ...(await resolveConfig(filepath)), filepath })] as [string, string];
    }),
  );
  return new Map(formatted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const [path, text] of await unifiedManifestFiles()) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
      console.log(`wrote ${path}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
