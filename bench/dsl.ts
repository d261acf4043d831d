/**
 * Benchmark of the regulation language (npm run bench:dsl). Never part of the tests: it
 * prints figures. A 300-line regulation with every article — the VCF sample's grand prix,
 * teams and tables, a long tie-break list, two qualification tables of 80 sections, prize
 * lines to fill — is lexed and parsed, checked, compiled to a Regulation and formatted; each
 * figure is the median of RUNS runs after a warm-up (the first parse also builds
 * Chevrotain's lookahead caches; the cold figure is printed separately).
 */
import { checkRegulation, compileRegulation, formatRegulation, parseRegulation } from '../dsl';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

function buildRegulation(): string {
  const lines = [
    '# Benchmark regulation: every article of the language, 300 lines.',
    'regulation "Benchmark Open" version "2026"',
    'rules fide-2026 swiss',
    '',
    'scoring',
    '  win 1, draw 1/2, loss 0',
    '  pairing-allocated bye 1, half-point bye 1/2, zero-point bye 0  # C.04.1',
    'unplayed rounds',
    '  forfeit cap opponent and half, vur first on',
    'withdrawals',
    '  zero-point bye in last round means withdrawn',
    '  withdrawn players not eligible for prizes',
    'tie-breaks',
    ...['BH/C1', 'BH', 'SB', 'DE', 'WIN', 'BWG', 'TPN', 'ARO/U1400', 'buchholz median 1', 'PS/C1', 'FB', 'AOB', 'APRO', 'TPR'].map(
      (c, i) => `  ${i + 1}. ${c}`,
    ),
    '  then lots seeded by "Benchmark Open 2026"',
    'grand-prix "Cup points"',
    '  let AR = round(average post-rating of participants)',
    '  let NoP = count of participants where games-played > 0',
    '  let SP = score / rounds',
    ...Array.from(
      { length: 20 },
      (_, i) => `  let w${i} = clamp(AR * SP / ${i + 2} + max(rating, 1000) / 1000, 0, ${i + 10})  # weight ${i}`,
    ),
    '  points = AR * SP * NoP / 1000 + w0 + w19, shown to 4 decimals',
    '  bonus 3 to clear first',
    '  no tie-breaks',
    'team "School" by column "School Code"',
    '  event score = sum of best 4 score',
    '  season score = sum of best 4 grand-prix over events',
    '  tie-breaks: SB, WIN then shared',
    'qualification "Berths" per section',
    '  places from participants',
    '          <20  20-39  40-59  60-79  80-99  100-119  120-139  140-159  >=160',
  ];
  const sections = Array.from({ length: 80 }, (_, i) => `S-${i + 1}`);
  for (const [i, s] of sections.entries()) lines.push(`    ${s}  ${[4, 5, 6, 7, 8, 9, 10, 10, 10].map((v) => v + (i % 3)).join('  ')}`);
  lines.push('  adjust from average post-rating', '          -1     0          +1');
  for (const s of sections) lines.push(`    ${s}  <500   500-700    >700`);
  lines.push('  at least 3, at most 10', '  skip already qualified from column "Qualified"', '  skip playing up, skip withdrawn');
  lines.push('prizes');
  while (lines.length < 297) lines.push(`  place ${lines.length}: ${1000 - lines.length}, rating under ${1000 + lines.length} place 2: 50`);
  lines.push('  one prize per player, higher value first', '  tied players share by hort', '  round to 0.01');
  return `${lines.join('\n')}\n`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(label: string, work: () => unknown): void {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  console.log(
    `${label.padEnd(44)} median ${median(samples).toFixed(2).padStart(7)} ms   (min ${Math.min(...samples).toFixed(2)}, max ${Math.max(...samples).toFixed(2)})`,
  );
}

const text = buildRegulation();
const cold = performance.now();
const first = checkRegulation(text);
const coldMs = performance.now() - cold;
const errors = first.diagnostics.filter((d) => d.severity === 'error');
if (errors.length > 0) throw new Error(`the benchmark regulation has errors: ${errors.map((d) => d.message).join('; ')}`);
console.log(`regulation: ${text.split('\n').length - 1} lines, ${(text.length / 1024).toFixed(1)} KiB (node ${process.version}, one core)`);
console.log(`${'first check (cold: lexer and parser caches)'.padEnd(44)}        ${coldMs.toFixed(2).padStart(7)} ms`);
measure('parse (lex + CST + AST)', () => parseRegulation(text));
measure('check (parse + validation)', () => checkRegulation(text));
measure('compile (check + lowering to Regulation)', () => compileRegulation(text));
measure('format (parse + layout + self-check)', () => formatRegulation(text));
