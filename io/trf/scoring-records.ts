import { POINT_SYSTEM_FIELDS, POINT_SYSTEMS, Rational, STANDARD, pointSystemFrom, type PointSystem } from '../../engine';
import { wordsOf, type FixedLine } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/**
 * The scoring records of a TRF file → a point system.
 *
 * - `XXS CODE=value …` (TRFx, JaVaFo Advanced User Manual): codes WW BW WD BD WL BL
 *   (win/draw/loss by colour), ZPB HPB FPB PAB (byes), FW FL (forfeit win/loss); shortcuts
 *   W = WW BW FW FPB and D = WD BD HPB (the half-point bye follows the draw as the full-point
 *   bye follows the win; JaVaFo's children example `XXS FL=0 W=3 D=2 PAB=2 WL=1 BL=1 ZPB=1`
 *   relies on it). Unset codes keep JaVaFo's defaults (1-½-0, PAB 1, HPB ½).
 *   Tokens apply in order, over as many XXS lines as the file has: the last one wins.
 * - `162` (TRF-2026, as read by TieBreakServer 2026 and bbpPairings): cells of 9 characters from
 *   column 6, a symbol followed by a 4-character value: W win, D draw, L loss, P pairing-allocated
 *   bye, A absence (zero-point bye and forfeit loss), X (not supported here). As in bbpPairings,
 *   W also sets the PAB unless the same record has a P; W also sets the forfeit win and the
 *   full-point bye, D the half-point bye (TieBreakServer scores `+`/F as W and H as D).
 *
 * The model has one value per result, not per colour; a file that scores White's and Black's
 * wins differently gets a warning and White's values.
 */
export type ScoringCode = 'WW' | 'BW' | 'WD' | 'BD' | 'WL' | 'BL' | 'ZPB' | 'HPB' | 'FPB' | 'PAB' | 'FW' | 'FL';

const SCORING_CODES: readonly ScoringCode[] = ['WW', 'BW', 'WD', 'BD', 'WL', 'BL', 'ZPB', 'HPB', 'FPB', 'PAB', 'FW', 'FL'];

const XXS_SHORTCUTS: Readonly<Record<string, readonly ScoringCode[]>> = {
  W: ['WW', 'BW', 'FW', 'FPB'],
  D: ['WD', 'BD', 'HPB'],
  ...Object.fromEntries(SCORING_CODES.map((code) => [code, [code]])),
};

const SYMBOLS_162: Readonly<Record<string, readonly ScoringCode[]>> = {
  W: ['WW', 'BW', 'FW', 'FPB'],
  D: ['WD', 'BD', 'HPB'],
  L: ['WL', 'BL'],
  P: ['PAB'],
  A: ['ZPB', 'FL'],
};

/** The scoring codes read so far, and where the last scoring record was (for warnings). */
export class ScoringTable {
  private readonly values = new Map<ScoringCode, Rational>([
    ['WW', Rational.ONE],
    ['BW', Rational.ONE],
    ['WD', Rational.HALF],
    ['BD', Rational.HALF],
    ['WL', Rational.ZERO],
    ['BL', Rational.ZERO],
    ['ZPB', Rational.ZERO],
    ['HPB', Rational.HALF],
    ['FPB', Rational.ONE],
    ['PAB', Rational.ONE],
    ['FW', Rational.ONE],
    ['FL', Rational.ZERO],
  ]);
  /** Line of the last XXS/162 record; undefined while the file has none. */
  lastLine: number | undefined;

  get(code: ScoringCode): Rational {
    return this.values.get(code)!;
  }

  private set(codes: readonly ScoringCode[], value: Rational): void {
    for (const code of codes) this.values.set(code, value);
  }

  /** Reads one `XXS` line. */
  readXxs(line: FixedLine, lineNumber: number, issues: TrfIssues): void {
    this.lastLine = lineNumber;
    for (const token of wordsOf(line, 5)) {
      const match = /^([A-Za-z]+)=(.*)$/.exec(token.text);
      const codes = match ? XXS_SHORTCUTS[match[1]!.toUpperCase()] : undefined;
      if (!match || !codes) {
        issues.add(
          'trf/bad-scoring',
          lineNumber,
          token.column,
          `found "${token.text}", expected CODE=value with CODE one of W D ${SCORING_CODES.join(' ')}`,
        );
        continue;
      }
      const value = readValue(match[2]!);
      if (!value) {
        const column = token.column + match[1]!.length + 1;
        issues.add(
          'trf/bad-scoring',
          lineNumber,
          column,
          `found value "${match[2]}" for ${match[1]}, expected a number of points such as 1, 0.5 or 3`,
        );
        continue;
      }
      this.set(codes, value);
    }
  }

  /** Reads one TRF-2026 `162` line. */
  read162(line: FixedLine, lineNumber: number, issues: TrfIssues): void {
    this.lastLine = lineNumber;
    const cells: { symbol: string; column: number; value: Rational }[] = [];
    for (let column = 6; column <= line.length; column += 9) {
      const symbol = line.char(column).toUpperCase();
      const valueSpan = { from: column + 1, to: column + 4 };
      const text = line.field(valueSpan).trim();
      if (symbol === ' ' && text === '') continue;
      if (symbol === 'X') {
        issues.add(
          'trf/unsupported-scoring',
          lineNumber,
          column,
          'symbol X (points for an unknown result) has no place in the point system; ignored',
        );
        continue;
      }
      if (!(symbol in SYMBOLS_162)) {
        issues.add(
          'trf/bad-scoring',
          lineNumber,
          column,
          `found symbol "${symbol}" in column ${column}, expected one of W D L P A X (cells of 9 characters from column 6)`,
        );
        continue;
      }
      const value = readValue(text);
      if (!value) {
        issues.add(
          'trf/bad-scoring',
          lineNumber,
          line.firstFilled(valueSpan),
          `found value "${text}" for ${symbol}, expected a number of points in columns ${valueSpan.from}-${valueSpan.to}`,
        );
        continue;
      }
      cells.push({ symbol, column, value });
    }
    const hasPab = cells.some((c) => c.symbol === 'P');
    for (const cell of cells) {
      const codes = SYMBOLS_162[cell.symbol]!;
      this.set(cell.symbol === 'W' && !hasPab ? [...codes, 'PAB'] : codes, cell.value);
    }
  }

  /** The point system of the table, or undefined when the file has no scoring record. */
  toPointSystem(issues: TrfIssues): PointSystem | undefined {
    if (this.lastLine === undefined) return undefined;
    for (const [white, black, what] of [
      ['WW', 'BW', 'win'],
      ['WD', 'BD', 'draw'],
      ['WL', 'BL', 'loss'],
    ] as const) {
      if (!this.get(white).eq(this.get(black))) {
        issues.add(
          'trf/unsupported-scoring',
          this.lastLine,
          1,
          `a ${what} scores ${this.get(white)} with White and ${this.get(black)} with Black; the point system has one value per result, so ${this.get(white)} is used`,
        );
      }
    }
    const basics = { win: this.get('WW'), draw: this.get('WD'), loss: this.get('WL') };
    return namedPointSystem(basics, {
      forfeitWin: this.get('FW'),
      forfeitLoss: this.get('FL'),
      // TRF has no code of its own for these: a double forfeit is two forfeit losses,
      // an absence (blank, `0000 - -`) scores as the zero-point bye (TieBreakServer: -, Z, blank → Z).
      doubleForfeit: this.get('FL'),
      absent: this.get('ZPB'),
      pab: this.get('PAB'),
      fpb: this.get('FPB'),
      hpb: this.get('HPB'),
      zpb: this.get('ZPB'),
    });
  }
}

type Basics = Pick<PointSystem, 'win' | 'draw' | 'loss'>;

/**
 * A point system with a name: the preset's own when the values are a preset (so "1-1/2-0"
 * reads back as STANDARD), else "W-D-L" and the entries that differ from its defaults.
 */
export function namedPointSystem(basics: Basics, values: Partial<Omit<PointSystem, 'name'>>): PointSystem {
  const base = `${basics.win}-${basics.draw}-${basics.loss}`;
  const defaults = pointSystemFrom(base, basics);
  const system = pointSystemFrom(base, basics, values);
  const preset = Object.values(POINT_SYSTEMS).find((p) => sameValues(p, system));
  if (preset) return preset;
  const differences = POINT_SYSTEM_FIELDS.filter((f) => !system[f].eq(defaults[f])).map((f) => `${f} ${system[f]}`);
  return { ...system, name: differences.length === 0 ? base : `${base}, ${differences.join(', ')}` };
}

export function sameValues(a: PointSystem, b: PointSystem): boolean {
  return POINT_SYSTEM_FIELDS.every((f) => a[f].eq(b[f]));
}

/** The XXS record that makes a reader score as `system`, or undefined for the standard 1-½-0. */
export function formatXxs(system: PointSystem): string | undefined {
  if (sameValues(system, STANDARD)) return undefined;
  const value: Record<ScoringCode, Rational> = {
    WW: system.win,
    BW: system.win,
    WD: system.draw,
    BD: system.draw,
    WL: system.loss,
    BL: system.loss,
    ZPB: system.zpb,
    HPB: system.hpb,
    FPB: system.fpb,
    PAB: system.pab,
    FW: system.forfeitWin,
    FL: system.forfeitLoss,
  };
  return `XXS ${SCORING_CODES.map((code) => `${code}=${value[code].toDecimalString()}`).join(' ')}`;
}

/** "1", "0.5", "1/2", "2,5": never negative. */
function readValue(text: string): Rational | undefined {
  const value = Rational.parse(text);
  return value && value.sign() >= 0 ? value : undefined;
}
