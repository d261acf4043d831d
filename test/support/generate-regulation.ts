import fc from 'fast-check';

/*
 * Random syntactically valid .regula files for the property tests: every article of the
 * language, random keyword case, random spacing and indentation, blank lines, comments on
 * their own lines and at the ends of lines, statements continued after a comma. Meaning is
 * not the point (a random file may repeat a criterion or use an unknown one): syntax is.
 */

type Line = string[];

/** A keyword in a random case. */
const kw = (word: string) => fc.constantFrom(word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1)).map((w) => w);

/** Several keywords, each in its own random case. */
const kws = (text: string) => fc.tuple(...text.split(' ').map(kw)).map((parts) => parts.join(' '));

const number = fc.constantFrom('0', '1', '2', '3', '10', '1/2', '½', '2½', '0.5', '0.01', '1000', '4');
const whole = fc.constantFrom('1', '2', '3', '4', '5', '10');
const text = fc.constantFrom('Open', 'Open Championship 2026', 'K-12', 'Cup points', 'École', 'v1.0(e)', 'x');
const str = text.map((t) => `"${t}"`);
const name = fc.constantFrom('AR', 'SP', 'NoP', 'x1', 'score', 'rounds', 'post-rating', 'rating', 'games-played', 'rank');
const comment = fc.constantFrom('# note', '# C.07 art. 16.4', '#', '# über ½ — "quoted"', '## twice');

const criterion = fc.constantFrom(
  'BH/C1',
  'BH-C1',
  'BH',
  'SB',
  'DE',
  'WIN',
  'KS/L+1',
  'KS/L60%',
  'BH:MP/C1',
  'ARO/U1400',
  'BH@2009',
  'buchholz cut 1',
  'sonneborn-berger median 1',
  'koya limit +1',
  'direct encounter forfeits as played',
  'number of wins',
  'average rating of opponents',
  'modified median',
  'opposition cumulative',
  'end-board elimination',
  'board count of wins',
  'solkoff',
  'cumulative',
  'koya extended',
  'short truncated solkoff',
  'fmjd average rating of opponents',
  'TBR',
);

const after = fc.oneof(
  kws('then shared'),
  kws('then play-off'),
  fc.tuple(kws('then lots seeded'), fc.boolean(), str).map(([a, by, s]) => `${a}${by ? ' by' : ''} ${s}`),
  fc.tuple(kws('then manual from column'), str).map(([a, s]) => `${a} ${s}`),
);

// ---------------------------------------------------------------- formulas

const formulas = fc.letrec<{ expr: string; primary: string }>((tie) => ({
  expr: fc.oneof(
    { maxDepth: 3, depthSize: 'small', withCrossShrink: true },
    tie('primary'),
    fc.tuple(tie('primary'), fc.constantFrom('+', '-', '*', '/'), tie('expr')).map(([a, op, b]) => `${a} ${op} ${b}`),
  ),
  primary: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    number,
    name,
    str,
    tie('expr').map((e) => `(${e})`),
    tie('primary').map((e) => `-${e}`),
    fc
      .tuple(fc.constantFrom('round', 'floor', 'ceil', 'abs', 'MIN', 'max', 'clamp'), fc.array(tie('expr'), { minLength: 1, maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(', ')})`),
    fc.tuple(kws('count of participants'), condition(tie('expr'))).map(([a, w]) => (w ? `(${a} where ${w})` : a)),
    fc
      .tuple(
        fc.constantFrom('sum', 'average'),
        fc.boolean(),
        fc.option(whole),
        fc.oneof(name, str),
        fc.constantFrom('', ' of participants', ' over events', ' of members'),
      )
      .map(([agg, of, best, operand, domain]) => `${agg}${of ? ' of' : ''}${best ? ` best ${best}` : ''} ${operand}${domain}`),
  ),
}));
const expression: fc.Arbitrary<string> = formulas.expr;

function condition(operand: fc.Arbitrary<string>): fc.Arbitrary<string | null> {
  const comparison = fc.tuple(operand, fc.constantFrom('<', '<=', '>', '>=', '=', '<>'), operand).map(([a, op, b]) => `${a} ${op} ${b}`);
  return fc.option(
    fc.oneof(
      comparison,
      fc.tuple(comparison, fc.constantFrom('and', 'or'), comparison).map(([a, op, b]) => `${a} ${op} ${b}`),
      comparison.map((c) => `not ${c}`),
    ),
  );
}

// ---------------------------------------------------------------- articles

const resultKind = fc.constantFrom(
  'win',
  'draw',
  'loss',
  'draw with advantage',
  'draw with disadvantage',
  'forfeit win',
  'forfeit loss',
  'double forfeit',
  'pairing-allocated bye',
  'full-point bye',
  'half-point bye',
  'zero-point bye',
  'absent',
  'match win',
  'match draw',
);
const scoreEntry = fc.tuple(resultKind.chain(kws), fc.boolean(), number).map(([k, minus, n]) => `${k} ${minus ? '-' : ''}${n}`);

/** Money, a trophy, or both: `1000`, `"Cup"`, `1000 and "Cup"`. */
const prize = fc.oneof(
  number,
  str,
  fc.tuple(number, kw('and'), str).map(([n, a, t]) => `${n} ${a} ${t}`),
);

const entries = (entry: fc.Arbitrary<string>) => fc.array(entry, { minLength: 1, maxLength: 3 });

const articles: Record<string, fc.Arbitrary<Line[]>> = {
  regulation: fc.tuple(kw('regulation'), str, fc.option(str)).map(([k, n, v]) => [[`${k} ${n}${v ? ` version ${v}` : ''}`]]),
  rules: fc
    .tuple(
      kw('rules'),
      fc.constantFrom('fide-2026', 'FIDE-2024', 'us-chess', 'fmjd', 'none', 'fide-pre-2009'),
      fc.constantFrom('', ' swiss', ' round robin', ' double round robin'),
    )
    .map(([k, e, t]) => [[`${k} ${e}${t}`]]),
  scoring: fc
    .tuple(kw('scoring'), fc.option(fc.constantFrom('standard', 'uk-junior')), fc.array(entries(scoreEntry), { maxLength: 3 }))
    .map(([k, preset, lines]) => [[`${k}${preset ? ` ${preset}` : ''}`], ...lines]),
  unplayed: fc
    .tuple(
      kws('unplayed rounds'),
      fc.array(entries(fc.constantFrom('forfeit cap opponent', 'forfeit cap opponent and half', 'vur first on', 'VUR first off')), {
        minLength: 1,
        maxLength: 2,
      }),
    )
    .map(([k, lines]) => [[k], ...lines]),
  withdrawals: fc
    .tuple(
      kw('withdrawals'),
      fc.array(
        entries(
          fc.oneof(
            fc
              .tuple(
                fc.constantFrom('zero-point bye', 'half-point bye', 'full-point bye'),
                fc.oneof(
                  whole.map((r) => `round ${r}`),
                  fc.constant('last round'),
                ),
              )
              .map(([b, r]) => `${b} in ${r} means withdrawn`),
            fc
              .tuple(
                fc.constantFrom('cycle', 'event'),
                fc.constantFrom('half', '50%', '40 %'),
                fc.boolean(),
                fc.constantFrom('results deleted', 'results stand', 'remaining games lost by forfeit'),
                fc.option(fc.constantFrom('results stand', 'remaining games lost by forfeit')),
              )
              .map(
                ([scope, t, the, below, otherwise]) =>
                  `per ${scope}: fewer than ${t} of${the ? ' the' : ''} games played -> ${below}${otherwise ? `, otherwise ${otherwise}` : ''}`,
              ),
            fc.constantFrom('withdrawn players not eligible for awards', 'withdrawn eligible for prizes'),
          ),
        ),
        { minLength: 1, maxLength: 2 },
      ),
    )
    .map(([k, lines]) => [[k], ...lines]),
  // "manual from column" may stand anywhere in the list and a "then" line may follow it (the registry's MAN criterion).
  'tie-breaks': fc
    .tuple(kw('tie-breaks'), fc.array(criterion, { maxLength: 5 }), fc.option(fc.tuple(str, fc.nat())), fc.option(after))
    .map(([k, list, manual, then]) => {
      const items: string[] = [...list];
      if (manual) items.splice(manual[1] % (list.length + 1), 0, `manual from column ${manual[0]}`);
      return [[k], ...items.map((c, i) => [`${i + 1}. ${c}`]), ...(then ? [[then]] : [])];
    }),
  'grand-prix': fc
    .tuple(
      kw('grand-prix'),
      str,
      fc.array(
        fc.tuple(name, expression).map(([n, e]) => [`let ${n} = ${e}`]),
        { maxLength: 2 },
      ),
      expression,
      fc.option(whole),
      fc.array(
        fc.oneof(
          fc
            .tuple(
              expression,
              fc.boolean(),
              fc.oneof(
                fc.constant('first'),
                whole.map((p) => `place ${p}`),
              ),
              fc.boolean(),
            )
            .map(([e, c, p, f]) => `bonus ${e} to ${c ? 'clear ' : ''}${p}${f ? ' in the final standings' : ''}`),
          kws('no tie-breaks'),
          fc.constantFrom('tied players share the points', 'tied players share the points evenly', 'points by final place'),
          fc.constantFrom('rounding half-even', 'rounding half-up'),
          fc.constantFrom('accumulate sum over events', 'accumulate best 3 over events'),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([k, n, lets, points, decimals, rest]) => [
      [`${k} ${n}`],
      ...lets,
      [`points = ${points}${decimals ? `, shown to ${decimals} decimals` : ''}`],
      ...rest.map((r) => [r]),
    ]),
  team: fc
    .tuple(
      kw('team'),
      str,
      str,
      fc.array(
        fc.tuple(fc.constantFrom('event', 'season'), expression).map(([w, e]) => `${w} score = ${e}`),
        { minLength: 1, maxLength: 2 },
      ),
      fc.option(fc.tuple(fc.array(criterion, { minLength: 1, maxLength: 3 }), fc.option(after))),
      fc.array(
        fc
          .tuple(kw('award'), str, whole, condition(expression))
          .map(([k, n, count, w]) => `${k} ${n} to ${count}${w ? ` where ${w}` : ''}`),
        { maxLength: 2 },
      ),
    )
    .map(([k, n, c, scores, tbs, awards]) => [
      [`${k} ${n} by column ${c}`],
      ...scores.map((s) => [s]),
      ...(tbs ? [[`tie-breaks: ${tbs[0].join(', ')}${tbs[1] ? ` ${tbs[1]}` : ''}`]] : []),
      ...awards.map((a) => [a]),
    ]),
  qualification: fc
    .tuple(
      kw('qualification'),
      str,
      fc.boolean(),
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.constantFrom('K-3', 'K-12', 'Open', '"Under 12"'), { minLength: 1, maxLength: 3 }),
    )
    .chain(([k, n, per, columns, labels]) =>
      fc
        .tuple(
          fc.array(fc.constantFrom('<20', '20-39', '>=160', '< 500', '-1', '+1', '0', '4'), { minLength: columns, maxLength: columns }),
          fc.array(fc.array(fc.constantFrom('4', '5', '10', '<500', '500-700', '> 700'), { minLength: columns, maxLength: columns }), {
            minLength: labels.length,
            maxLength: labels.length,
          }),
          fc.constantFrom(
            'places from participants',
            'adjust from average post-rating',
            'places from round(average rating of participants)',
          ),
          fc.array(
            entries(
              fc.constantFrom(
                'at least 3',
                'at most 10',
                'skip withdrawn',
                'skip playing up',
                'skip playing up from column "Playing up"',
                'skip already qualified',
                'skip already qualified from column "Q"',
              ),
            ),
            { maxLength: 2 },
          ),
        )
        .map(([header, rows, title, lines]) => [
          [`${k} ${n}${per ? ' per section' : ''}`],
          [title],
          ['      ' + header.join('  ')],
          ...rows.map((cells, i) => [`${labels[i]}  ${cells.join('  ')}`]),
          ...lines,
        ]),
    ),
  prizes: fc
    .tuple(
      kw('prizes'),
      fc.array(
        entries(
          fc.oneof(
            fc.tuple(whole, prize).map(([p, a]) => `place ${p}: ${a}`),
            fc
              .tuple(
                fc.constantFrom('rating under 1800', 'rating over 2200', 'unrated', 'column "School" = "Home"'),
                fc.option(whole),
                prize,
              )
              .map(([c, p, a]) => `${c}${p ? ` place ${p}` : ''}: ${a}`),
            fc.constantFrom(
              'one prize per player',
              'higher value first',
              'place prizes first',
              'tied players share equally',
              'tied players share by hort',
              'tied players ranked by tie-breaks',
              'round to 0.01',
            ),
          ),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([k, lines]) => [[k], ...lines]),
  'match tie-breaks': fc
    .tuple(kws('match tie-breaks'), fc.array(criterion, { minLength: 1, maxLength: 3 }), fc.option(after))
    .map(([k, list, then]) => [[k], ...list.map((c, i) => [`${i + 1}. ${c}`]), ...(then ? [[then]] : [])]),
};

/** How a statement is laid out: indentation, a comment after it or before it, a blank line, a line break after a comma. */
const decoration = fc.record({
  indent: fc.constantFrom('', ' ', '  ', '    ', '\t'),
  trailing: fc.option(comment),
  leading: fc.option(comment),
  blank: fc.boolean(),
  breakAfterComma: fc.boolean(),
  spacing: fc.constantFrom(' ', '  '),
});

/** A random valid regulation; articles in random order, each at most once. */
export const regulationText: fc.Arbitrary<string> = fc
  .tuple(fc.shuffledSubarray(Object.keys(articles), { minLength: 1 }), fc.array(decoration, { minLength: 60, maxLength: 60 }))
  .chain(([keys, decorations]) =>
    fc.tuple(...keys.map((k) => articles[k]!)).map((parts) => {
      const out: string[] = [];
      let d = 0;
      for (const article of parts) {
        article.forEach((line, i) => {
          const deco = decorations[d++ % decorations.length]!;
          if (deco.blank) out.push('');
          if (deco.leading) out.push(`${deco.indent}${deco.leading}`);
          const statement = line.join(', ').replace(/ /g, deco.spacing).replace(/\t/g, ' ');
          const continued = deco.breakAfterComma ? statement.replace(/, /, ',\n      ') : statement;
          out.push(`${i === 0 ? '' : deco.indent}${continued}${deco.trailing ? `  ${deco.trailing}` : ''}`);
        });
      }
      return `${out.join('\n')}\n`;
    }),
  );
