import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';

// README.md is the front page: short, with the two commands, and a link to every doc. Every
// relative link of README.md and docs/*.md must lead to a file (and to a heading, when it names one).

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const readme = read('README.md');
const docs = readdirSync(join(REPO_ROOT, 'docs'))
  .filter((f) => /\.(md|html)$/.test(f))
  .map((f) => `docs/${f}`);
const markdown = ['README.md', ...docs.filter((d) => d.endsWith('.md'))];

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
  it('is at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
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

  it('links every doc in docs/ (a template from the doc it generates)', () => {
    const fromReadme = new Set(linkedPaths('README.md'));
    for (const doc of docs) {
      const generated = TEMPLATES[doc];
      if (generated) expect(linkedPaths(generated), `${generated} links ${doc}`).toContain(doc);
      else expect(fromReadme.has(doc), `README.md links ${doc}`).toBe(true);
    }
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
