// The manifests an add-in build ships: manifest.xml and manifest.json (the unified manifest, made
// from manifest.xml by scripts/unified-manifest.ts), whose URLs name the dev server
// (https://localhost:3000), with them pointing at the host that serves the build instead.
// `npm run build:addin -- --host https://HOST/PATH/` writes it into addin/dist; the dev
// server serves the localhost one at /manifest.xml.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the manifest in the repository points: the dev server. */
export const DEV_ORIGIN = 'https://localhost:3000';

/**
 * The base URL a release is served from, checked: https (Office loads add-ins over https
 * only), no query or fragment; returned without a trailing slash ("https://host/path").
 */
export function releaseBase(host) {
  let url;
  try {
    url = new URL(host);
  } catch {
    throw new Error(
      `--host ${host}: not a URL; write the address the add-in's files are served from, such as https://addins.example.org/regula/`,
    );
  }
  if (url.protocol !== 'https:') throw new Error(`--host ${host}: Office loads add-ins over https only`);
  if (url.search || url.hash) throw new Error(`--host ${host}: give the folder's address, without ?query or #fragment`);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
    throw new Error(`--host ${host}: a release is served from a real host, not localhost`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** manifest.xml with every dev-server URL at `base` instead, and the AppDomain at its origin. */
export function manifestForHost(base, text = readFileSync(join(ROOT, 'manifest.xml'), 'utf8')) {
  const origin = new URL(base).origin;
  return text
    .replace(`<AppDomain>${DEV_ORIGIN}</AppDomain>`, `<AppDomain>${origin}</AppDomain>`)
    .replaceAll(`${DEV_ORIGIN}/`, `${base}/`)
    .replace(
      /<!-- Regula's Excel add-in \(XML manifest\)\.[\s\S]*?-->/,
      `<!-- Regula's Excel add-in (XML manifest), built for ${base} by npm run build:addin. -->`,
    );
}

/** manifest.json with every dev-server URL at `base` instead, and its valid domain the host's. */
export function unifiedManifestForHost(base, text = readFileSync(join(ROOT, 'manifest.json'), 'utf8')) {
  const url = new URL(base);
  return text.replaceAll(`${DEV_ORIGIN}/`, `${base}/`).replace(`"${new URL(DEV_ORIGIN).host}"`, JSON.stringify(url.host));
}
