import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';
import { PRODUCT_FOLDERS, sourceFiles } from '../../support/source-files';

// docs/architecture.md: no import cycles. ESLint's import-x/no-cycle catches the ones that run;
// this also follows `import type`, because a type cycle still means a type lives in the
// wrong file (most cycles cut so far were type cycles).
const STATIC_IMPORT = /^(?:import|export)\s[^'";]*?\sfrom\s+['"](\.[^'"]+)['"]/gms;

function importGraph(): Map<string, string[]> {
  const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const base = normalize(join(dirname(file), match[1]!)).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => known.has(c));
      if (target !== undefined) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components, iterative; every component of two or more files is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { file: string; next: number }[] = [{ file: root, next: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root)!);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file)!;
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, index.size);
          low.set(target, index.get(target)!);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}

describe('architecture: imports', () => {
  it('has no import cycle among the product folders, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph).map((c) => c.map((f) => relative('.', f)).join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
