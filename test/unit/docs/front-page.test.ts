import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';

// README.md is the front page: short, with the two commands, and a link to docs/README.md, the
// index, which links every doc. Every relative link of README.md, docs/*.md and the source
// folders' READMEs must lead to a file (and to a heading, when it names one).

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const readme = read('README.md');
const docs = readdirSync(join(REPO_ROOT, 'docs'))
  .filter((f) => /\.(md|html|json)$/.test(f))
  .map((f) => `docs/${f}`);
/** The top-level folders a newcomer opens: each says in a README what lives there and what it may import. */
const SOURCE_FOLDERS = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin', 'scripts', 'bench', 'test', 'samples'];
const folderReadmes = SOURCE_FOLDERS.map((f) => `${f}/README.md`);
const markdown = ['README.md', ...docs.filter((d) => d.endsWith('.md')), 'docs/images/README.md', ...folderReadmes];

/** Templates `npm run docs` fills in: each is linked from the doc it generates, not from README. */
const TEMPLATES: Record<string, string> = { 'docs/cli.template.md': 'docs/cli.md' };

/** Markdown without its code: fenced blocks and code spans hold brackets that are no links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`]*`/g, '``');
}

/** Relative link targets of a markdown file, images included, as written. */
function links(text: string): string[] {
  return [...prose(text).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

/** Repository paths a file links to. */
function linkedPaths(file: string): string[] {
  return links(read(file)).map((t) => normalize(join(dirname(file), t.split('#')[0]!)).replace(/\\/g, '/'));
}

describe('README.md, the front page', () => {
  it('is at most 100 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(100);
  });

  it('gives the two commands verbatim, and package.json has them', () => {
    expect(readme).toContain(
      '```sh\n' +
        'npm install && npm run demo   # ranks the bundled samples, explains every tie, writes out/*.xlsx\n' +
        'npm test                      # typecheck + lint + every test (unit, golden, property, add-in, browser)\n' +
        '```\n',
    );
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['demo']).toBeDefined();
    expect(scripts['test']).toBeDefined();
  });

  it('links docs/README.md, the index, which links every doc in docs/ (a template from the doc it generates too)', () => {
    expect(linkedPaths('README.md')).toContain('docs/README.md');
    const fromIndex = new Set(linkedPaths('docs/README.md'));
    for (const doc of docs.filter((d) => d !== 'docs/README.md')) {
      const generated = TEMPLATES[doc];
      if (generated) expect(linkedPaths(generated), `${generated} links ${doc}`).toContain(doc);
      expect(fromIndex.has(doc), `docs/README.md links ${doc}`).toBe(true);
    }
  });

  it('has one picture and one command-line example', () => {
    expect(links(readme).filter((t) => /\.(png|jpg|svg)$/.test(t))).toHaveLength(1);
    expect(readme.match(/^\$ (?:npx )?regula /gm)).toHaveLength(1);
  });

  it('shows every image of docs/images/, and docs/images/README.md says how each was made', () => {
    const images = readdirSync(join(REPO_ROOT, 'docs', 'images')).filter((f) => f.endsWith('.png'));
    expect(images.length).toBeGreaterThan(0);
    const shown = new Set(markdown.flatMap(linkedPaths));
    const sources = read('docs/images/README.md');
    for (const image of images) {
      expect(shown.has(`docs/images/${image}`), image).toBe(true);
      expect(sources).toContain(`\`${image}\``);
    }
  });
});

describe.each(markdown)('%s', (file) => {
  it('links only to files that exist, and to headings they have', () => {
    const broken: string[] = [];
    for (const target of links(read(file))) {
      const [path, anchor] = target.split('#');
      const resolved = path === '' ? file : relative(REPO_ROOT, join(REPO_ROOT, dirname(file), path!));
      if (!existsSync(join(REPO_ROOT, resolved))) broken.push(`${target}: no file ${resolved}`);
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });
});

// The pages are for users and contributors, not a log of how the work was done: no milestones
// ("the third stop"), no state of the machine it was measured on ("slow phase"), no work session,
// no issue of this project. An issue of another project is cited with its name (Sharly-Chess issue 2320).
const TEAM_WORDS = [
  /\b(?:this|that|the|last|next|previous|first|second|third|fourth|fifth|one) stop(?:'s)?\b/i,
  /\bslow phase\b/i,
  /\b(?:this|the|that|last|next|a) session\b/i,
];
const OWN_ISSUE = /(?:([\w-]+)\s+)?\bissues? \d+/gi;

describe.each(markdown)('%s, in the words of its readers', (file) => {
  it('says nothing of how the team works', () => {
    const text = read(file);
    const found = TEAM_WORDS.flatMap((word) => text.match(word) ?? []);
    for (const m of text.matchAll(OWN_ISSUE)) if (!/^[A-Z]/.test(m[1] ?? '')) found.push(m[0].trim());
    expect(found).toEqual([]);
  });
});

describe('the source folders', () => {
  it.each(SOURCE_FOLDERS)('%s/ has a README saying what lives there and what it may import', (folder) => {
    expect(existsSync(join(REPO_ROOT, folder, 'README.md'))).toBe(true);
    expect(read(`${folder}/README.md`)).toMatch(/^## (?:What it may import|Imports)/m);
  });
});
