import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * The manifests (manifest.xml, and manifest.json made from it) ask Office for the lowest ExcelApi requirement set the code can run on: the
 * highest `[Api set: ExcelApi x.y]` tag (from @types/office-js) of any Excel member the gateway
 * uses. A member newer than the manifest's set would fail on hosts that stop below it; a
 * manifest above what the code needs locks those hosts out for nothing. A member with no tag counts
 * for nothing here: Excel.RunOptions.delayForCellEdit (Live mode's Excel.run option) has none, in
 * @types/office-js as in Microsoft's API reference and its requirement-set tables, so no set is
 * claimed for it (docs/addin.md, first paragraph).
 */
const GATEWAY_FILES = ['addin/excel/workbook-gateway.ts', 'addin/excel/used-cells.ts', 'addin/excel/host-issues.ts'];

interface Use {
  member: string;
  version: [number, number];
}

/** Every Excel member the gateway touches, with the requirement set its declaration names. */
function excelMembersUsed(): Use[] {
  const config = ts.readConfigFile(join(REPO_ROOT, 'addin', 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, join(REPO_ROOT, 'addin'));
  const program = ts.createProgram(
    GATEWAY_FILES.map((f) => join(REPO_ROOT, f)),
    parsed.options,
  );
  const checker = program.getTypeChecker();
  const uses = new Map<string, Use>();
  for (const file of GATEWAY_FILES) {
    const source = program.getSourceFile(join(REPO_ROOT, file))!;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) || ts.isIdentifier(node)) {
        const symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
        for (const declaration of symbol?.declarations ?? []) {
          const where = declaration.getSourceFile().fileName;
          if (!where.includes('@types/office-js')) continue;
          const comment = declaration.getFullText().slice(0, declaration.getLeadingTriviaWidth());
          const tag = /\[Api set: ExcelApi (\d+)\.(\d+)/.exec(comment);
          if (!tag) continue;
          const member = `${checker.getFullyQualifiedName(symbol!)}`;
          uses.set(member, { member, version: [Number(tag[1]), Number(tag[2])] });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...uses.values()].sort((a, b) => a.member.localeCompare(b.member));
}

const newer = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

describe('the ExcelApi requirement set', () => {
  const uses = excelMembersUsed();
  const needed = uses.reduce<[number, number]>((most, use) => (newer(use.version, most) ? use.version : most), [1, 1]);

  it('finds the Excel members the gateway uses, each with its set', () => {
    console.log(
      `ExcelApi ${needed.join('.')} needed by: ${uses
        .filter((u) => u.version.join('.') === needed.join('.'))
        .map((u) => u.member)
        .join(', ')}`,
    );
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.map((u) => u.member)).toEqual(expect.arrayContaining(['Excel.Range.values', 'Excel.Worksheet.getRangeByIndexes']));
  });

  it('is the set manifest.xml asks for, and the one the add-in names when Office lacks it', () => {
    const manifest = readFileSync(join(REPO_ROOT, 'manifest.xml'), 'utf8');
    expect(/<Set Name="ExcelApi" MinVersion="([\d.]+)"\/>/.exec(manifest)?.[1]).toBe(needed.join('.'));
    expect(/<Sets DefaultMinVersion="([\d.]+)">/.exec(manifest)?.[1]).toBe(needed.join('.'));
    expect(readFileSync(join(REPO_ROOT, 'addin', 'excel', 'host-issues.ts'), 'utf8')).toContain(`ExcelApi ${needed.join('.')}`);
  });

  it('is the set manifest.json (the unified manifest) asks for', () => {
    const unified = JSON.parse(readFileSync(join(REPO_ROOT, 'manifest.json'), 'utf8')) as {
      extensions: { requirements: { capabilities: { name: string; minVersion: string }[] } }[];
    };
    expect(unified.extensions[0]!.requirements.capabilities).toEqual([{ name: 'ExcelApi', minVersion: needed.join('.') }]);
  });
});
