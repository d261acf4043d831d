import type { PlayOffStatement } from './ast';
import { resolveListItem } from './criteria';
import { diagnostic } from './diagnostics';
import { formatPlayOffStatement } from './format-play-off';
import { onlyHeader, Seen, wholeNumber, type Checks, type ValidationContext } from './validate-support';

/*
 * Checks of the play-off article (C.07 art. 3.1): each setting once, stages numbered in
 * order with their number of games, draw odds after an Armageddon stage, `repeated until
 * decided` after a stage of games, nothing after a stage that always decides (Armageddon,
 * sudden death, a stage repeated until decided).
 */

const SETTING: Partial<Record<PlayOffStatement['kind'], string>> = {
  'play-off-places': 'The places of the play-off',
  'play-off-qualify': 'Who plays',
  'play-off-max-players': 'The number of players',
  'play-off-seeding': 'The seeding',
  'play-off-format': 'The format for more than two players',
  'play-off-not-held': 'What decides when the play-off is not held',
};

export const PLAY_OFF_CHECKS: Checks = {
  'play-off-article': [
    (node, ctx) => {
      const statements = node.lines.flatMap((l) => l.statements);
      const stages = statements.filter((s) => s.kind === 'play-off-stage');
      if (onlyHeader(node) || stages.length === 0) ctx.report(diagnostic('play-off-no-stages', node.span, {}));
      const seen = new Seen<string>(ctx);
      let decider: string | undefined;
      let armageddonBefore = false;
      // The statement before `repeated until decided`: it must be a stage of games.
      let previous: PlayOffStatement | undefined;
      const repeated = new Set<Stage>();
      // Formats by the number of players (`if 2 players:`): each with its own stages, numbered from 1.
      const hasFormats = statements.some((s) => s.kind === 'play-off-when');
      let inFormat = false;
      let numbered: Extract<PlayOffStatement, { kind: 'play-off-stage' }>[] = [];
      const groups = [numbered];
      for (const s of statements) {
        if (s.kind === 'play-off-when') {
          inFormat = true;
          decider = undefined;
          armageddonBefore = false;
          groups.push((numbered = []));
        } else if (s.kind !== 'play-off-stage' && s.kind !== 'play-off-draw-odds' && s.kind !== 'play-off-repeated') inFormat = false;
        const setting = SETTING[s.kind];
        if (setting) seen.add(s.kind, s.span, setting);
        switch (s.kind) {
          case 'play-off-places':
            if (wholeNumber(s.first, 'A place', ctx) && wholeNumber(s.last, 'A place', ctx) && s.first.value.gt(s.last.value))
              ctx.report(diagnostic('play-off-places-order', s.span, { text: `${s.first.text}-${s.last.text}` }));
            break;
          case 'play-off-max-players':
            if (wholeNumber(s.count, 'A number of players', ctx) && s.count.value.toNumber() < 2)
              ctx.report(diagnostic('not-positive', s.count.span, { text: s.count.text, what: 'A play-off', least: 2 }));
            break;
          case 'play-off-format':
            if (s.players.text !== '2') ctx.report(diagnostic('play-off-more-than', s.players.span, { found: s.players.text }));
            break;
          case 'play-off-seeding':
            if (s.criterion) {
              const resolved = resolveListItem(s.criterion, false, ctx.edition);
              if (!resolved.ok) for (const d of resolved.diagnostics) ctx.report(d);
            }
            break;
          case 'play-off-draw-odds':
            if (!armageddonBefore) ctx.report(diagnostic('play-off-draw-odds-without-armageddon', s.span, {}));
            break;
          case 'play-off-repeated':
            if (previous?.kind !== 'play-off-stage' || previous.stage !== 'games')
              ctx.report(diagnostic('play-off-repeated-without-games', s.span, { after: repeatedAfter(previous) }));
            // A stage repeated until it decides always decides: any stage after it is never played.
            else {
              decider ??= previous.number.text;
              repeated.add(previous);
            }
            break;
          case 'play-off-stage':
            numbered.push(s);
            if (hasFormats && !inFormat) ctx.report(diagnostic('play-off-stage-outside-format', s.span, {}));
            if (decider !== undefined) ctx.report(diagnostic('play-off-unreachable-stage', s.span, { stage: s.number.text, decider }));
            if (s.stage === 'games' && !s.games) ctx.report(diagnostic('play-off-games-count', s.span, { stage: s.number.text }));
            if (s.games) wholeNumber(s.games, 'A number of games', ctx);
            if (s.stage !== 'games') decider ??= s.number.text;
            armageddonBefore = s.stage === 'armageddon';
            break;
          default:
        }
        previous = s;
      }
      for (const group of groups)
        group.forEach((s, i) => {
          if (!s.number.value.isInteger() || s.number.value.toNumber() !== i + 1)
            ctx.report(diagnostic('item-numbering', s.number.span, { found: s.number.text, expected: i + 1 }));
        });
      if (hasFormats) checkFormats(statements, groups.slice(1), ctx);
      noteTwoPlayerStages(statements, groups, hasFormats, repeated, ctx);
    },
  ],
};

/** What `repeated until decided` follows when it is not a stage of games, in words. */
function repeatedAfter(previous: PlayOffStatement | undefined): string {
  if (previous?.kind !== 'play-off-stage') return 'no stage';
  const what = previous.stage === 'armageddon' ? 'an Armageddon game, which always decides' : 'games until one wins, which always decide';
  return `stage ${previous.number.text}, ${what}`;
}

type When = Extract<PlayOffStatement, { kind: 'play-off-when' }>;
type Stage = Extract<PlayOffStatement, { kind: 'play-off-stage' }>;

/**
 * An Armageddon game or games until one wins are played by two players (engine/ranking/
 * play-off-games.ts). Where more than two may be level in a round robin of the play-off — no
 * `at most 2 players`, no knock-out, the stage in a format more than two play — three or more
 * still level when it is reached are ordered by the tie-break list, and two play it: a reading the
 * regulation rarely states ("a tie for 1st place will be decided by two blitz games followed ... by
 * an Armageddon game"), so check notes it at the first such stage — one that can be reached: none
 * after a stage repeated until decided.
 */
function noteTwoPlayerStages(
  statements: readonly PlayOffStatement[],
  groups: readonly Stage[][],
  hasFormats: boolean,
  repeated: ReadonlySet<Stage>,
  ctx: ValidationContext,
): void {
  const max = statements.find((s) => s.kind === 'play-off-max-players');
  if (max && max.count.value.isInteger() && max.count.value.toNumber() <= 2) return;
  if (statements.some((s) => s.kind === 'play-off-format' && s.format === 'knock-out')) return;
  const whens = statements.filter((s): s is When => s.kind === 'play-off-when');
  const forMany = hasFormats
    ? groups.slice(1).filter((_, i) => whens[i] && (whens[i]!.moreThan || whens[i]!.players.value.toNumber() > 2))
    : [groups[0] ?? []];
  for (const group of forMany) {
    const last = group.findIndex((s) => repeated.has(s));
    const stage = (last < 0 ? group : group.slice(0, last)).find((s) => s.stage !== 'games');
    if (stage)
      ctx.report(
        diagnostic('play-off-two-player-stage', stage.span, {
          stage: stage.number.text,
          what: stage.stage === 'armageddon' ? 'an Armageddon game' : 'games until one wins',
        }),
      );
  }
}

/**
 * Formats by the number of players: each has stages, and every number that can play
 * (2 up to `at most N players`, or one past the largest number named) has exactly one.
 */
function checkFormats(statements: readonly PlayOffStatement[], groups: readonly unknown[][], ctx: ValidationContext): void {
  const whens = statements.filter((s): s is When => s.kind === 'play-off-when');
  const valid: When[] = [];
  whens.forEach((w, i) => {
    if (groups[i]?.length === 0) ctx.report(diagnostic('play-off-format-no-stages', w.span, { format: formatPlayOffStatement(w) }));
    if (!wholeNumber(w.players, 'A number of players', ctx)) return;
    const least = w.moreThan ? 1 : 2;
    if (w.players.value.toNumber() < least) {
      ctx.report(diagnostic('not-positive', w.players.span, { text: w.players.text, what: 'A play-off format', least }));
      return;
    }
    valid.push(w);
  });
  if (valid.length < whens.length) return;
  const max = statements.find((s) => s.kind === 'play-off-max-players');
  let top = 2;
  for (const w of valid) top = Math.max(top, w.players.value.toNumber() + 1);
  if (max?.count.value.isInteger()) top = max.count.value.toNumber();
  const fits = (w: When, n: number) => (w.moreThan ? n > w.players.value.toNumber() : n === w.players.value.toNumber());
  const reported = new Set<When>();
  for (let n = 2; n <= top; n++) {
    const owners = valid.filter((w) => fits(w, n));
    if (owners.length === 0) {
      ctx.report(diagnostic('play-off-format-gap', valid[0]!.span, { count: n }));
      return;
    }
    for (const w of owners.slice(1)) {
      if (reported.has(w)) continue;
      reported.add(w);
      ctx.report(
        diagnostic('play-off-format-overlap', w.span, {
          format: formatPlayOffStatement(w),
          count: n,
          other: formatPlayOffStatement(owners[0]!),
        }),
      );
    }
  }
}
