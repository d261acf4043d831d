import type { Edition, PlayOffFormat, PlayOffRules, PlayOffStage } from '../engine';
import type { PlayOffArticle, PlayOffStatement } from './ast';
import { resolveListItem } from './criteria';

/**
 * The play-off article → the engine's PlayOffRules (C.07 art. 3.1). Unstated settings take
 * the common championship practice, each documented in statement-help-play-off.ts: first
 * place, players tied on points, seeded by the tie-break list, a round robin for more than
 * two, the tie-break list when not held. Draw odds go to the Armageddon stage before them.
 */
export function lowerPlayOff(article: PlayOffArticle, edition: Edition): PlayOffRules {
  const rules: PlayOffRules = {
    places: { first: 1, last: 1 },
    qualify: 'points',
    seeding: 'tie-breaks',
    stages: [],
    manyPlayers: 'round-robin',
    notHeld: 'tie-breaks',
  };
  // Stages after `if N players:` belong to that format (British Championship "Format 1 / Format 2").
  let format: PlayOffFormat | undefined;
  const stages = () => format?.stages ?? rules.stages;
  for (const s of article.lines.flatMap((l) => l.statements)) {
    switch (s.kind) {
      case 'play-off-places':
        rules.places = { first: s.first.value.toNumber(), last: s.last.value.toNumber() };
        break;
      case 'play-off-qualify':
        rules.qualify = s.qualify;
        break;
      case 'play-off-max-players':
        rules.maxPlayers = s.count.value.toNumber();
        break;
      case 'play-off-seeding': {
        rules.seeding = s.seeding;
        if (s.criterion) {
          const resolved = resolveListItem(s.criterion, false, edition);
          if (!resolved.ok) throw new Error(`lowering a file with errors: ${resolved.diagnostics[0]?.message}`);
          rules.seedCriterion = resolved.spec;
        }
        if (s.then.length > 0) rules.seedThen = [...s.then];
        break;
      }
      case 'play-off-when':
        format = { players: s.moreThan ? { moreThan: s.players.value.toNumber() } : { exactly: s.players.value.toNumber() }, stages: [] };
        (rules.formats ??= []).push(format);
        break;
      case 'play-off-stage':
        stages().push(lowerStage(s));
        break;
      case 'play-off-draw-odds': {
        const last = stages()[stages().length - 1];
        if (last?.kind === 'armageddon') last.drawOdds = s.colour;
        break;
      }
      case 'play-off-repeated': {
        const last = stages()[stages().length - 1];
        if (last?.kind === 'games') last.repeated = true;
        break;
      }
      case 'play-off-format':
        rules.manyPlayers = s.format;
        break;
      case 'play-off-not-held':
        rules.notHeld = s.fallback;
        break;
    }
  }
  return rules;
}

/**
 * A numbered stage ("2. 2 blitz games "3+2"", "4. armageddon") → the engine's stage, in a play-off
 * or in every match of a knock-out: its games, pace and time control as written, an Armageddon's
 * draw odds to Black until a `draw odds to …` line names the colour.
 */
export function lowerStage(s: Omit<Extract<PlayOffStatement, { kind: 'play-off-stage' }>, 'kind' | 'span'>): PlayOffStage {
  const stage: PlayOffStage = {
    kind: s.stage === 'until-won' ? 'until-won' : s.stage,
    games: s.stage === 'games' ? (s.games?.value.toNumber() ?? 1) : 1,
  };
  if (s.pace) stage.pace = s.pace.text;
  if (s.timeControl) stage.timeControl = s.timeControl.value;
  if (s.stage === 'armageddon') stage.drawOdds = 'black';
  return stage;
}
