// Bundles the Excel add-in (task pane + engine worker) with esbuild into addin/dist, beside
// the static pages and icons of addin/public. `npm run build:addin`; the dev server and
// the browser tests call buildAddin() themselves.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import JSZip from 'jszip';
import { DEV_ORIGIN, manifestForHost, releaseBase, unifiedManifestForHost } from './addin-manifest.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild options for the add-in; `extraEntries` lets the browser tests bundle their fake Excel beside it. */
export function addinBuildOptions({ outdir = join(ROOT, 'addin', 'dist'), minify = false, extraEntries = {} } = {}) {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      taskpane: 'addin/taskpane/main.tsx',
      'engine-worker': 'addin/run/engine-worker.ts',
      ...extraEntries,
    },
    outdir,
    bundle: true,
    format: 'iife',
    target: ['es2022', 'chrome100', 'safari15', 'edge100'],
    jsx: 'automatic',
    minify,
    sourcemap: minify ? false : 'linked',
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
    tsconfig: 'addin/tsconfig.json',
    // The presets include the sample regulations as they stand in samples/regulations, and the
    // demo workbook two sample tournaments of samples/tournaments.
    loader: { '.regula': 'text', '.csv': 'text', '.trf': 'text' },
  };
}

/** Microsoft's hosted office.js, which a store release must reference (the dev server and the tests serve the package's copy). */
export const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

/** Copies addin/public; with `officeJs: 'cdn'` the pages load office.js from Microsoft's CDN instead of office-js/ beside them. */
export function copyPublic(outdir, { officeJs = 'local' } = {}) {
  mkdirSync(outdir, { recursive: true });
  cpSync(join(ROOT, 'addin', 'public'), outdir, { recursive: true });
  if (officeJs !== 'cdn') return;
  for (const page of readdirSync(outdir).filter((name) => name.endsWith('.html'))) {
    const path = join(outdir, page);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll('src="office-js/office.js"', `src="${OFFICE_JS_CDN}"`));
  }
}

/**
 * The unified manifest's app package (what Microsoft 365 takes for an app: a zip of manifest.json and
 * the files it names by relative path — the app icons and the localization files, from addin/public).
 */
export async function appPackage(manifestJson) {
  const manifest = JSON.parse(manifestJson);
  const files = [manifest.icons.color, manifest.icons.outline, ...manifest.localizationInfo.additionalLanguages.map((l) => l.file)];
  const zip = new JSZip();
  zip.file('manifest.json', manifestJson, { date: new Date(0), createFolders: false });
  for (const file of files) zip.file(file, readFileSync(join(ROOT, 'addin', 'public', file)), { date: new Date(0), createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function buildAddin(options = {}) {
  const build = addinBuildOptions(options);
  rmSync(build.outdir, { recursive: true, force: true });
  copyPublic(build.outdir, options);
  await esbuild.build(build);
  return build.outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const hostAt = process.argv.indexOf('--host');
  const host = hostAt > 0 ? process.argv[hostAt + 1] : undefined;
  let base;
  try {
    base = host === undefined ? undefined : releaseBase(host);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const outdir = await buildAddin({ minify: !dev, officeJs: dev ? 'local' : 'cdn' });
  const manifest = join(outdir, 'manifest.xml');
  writeFileSync(manifest, base ? manifestForHost(base) : readFileSync(join(ROOT, 'manifest.xml'), 'utf8'));
  const unified = base ? unifiedManifestForHost(base) : readFileSync(join(ROOT, 'manifest.json'), 'utf8');
  writeFileSync(join(outdir, 'manifest.json'), unified);
  writeFileSync(join(outdir, 'regula-app.zip'), await appPackage(unified));
  console.log(`add-in built in ${outdir}${dev ? '' : ` (office.js from ${OFFICE_JS_CDN})`}`);
  console.log(
    base
      ? `manifest: ${manifest}, every URL at ${base}/ — upload the folder's files there, then give Office this manifest`
      : `manifest: ${manifest}, URLs at ${DEV_ORIGIN} (the dev server); for a release: npm run build:addin -- --host https://HOST/PATH/`,
  );
  console.log(
    `unified manifest: ${join(outdir, 'manifest.json')}, and its app package ${join(outdir, 'regula-app.zip')} (Microsoft 365 only)`,
  );
}
