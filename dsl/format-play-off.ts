import type { PlayOffStatement } from './ast';
import { formatPhrase } from './format-statements';

/** The canonical text of a play-off statement (dsl/format.ts prints a line's statements joined by ", "). */
export function formatPlayOffStatement(s: PlayOffStatement): string {
  switch (s.kind) {
    case 'play-off-places':
      if (s.words === 'first place') return 'for first place';
      return s.words === 'place' ? `for place ${s.first.text}` : `for places ${s.first.text}-${s.last.text}`;
    case 'play-off-qualify':
      return s.qualify === 'points' ? 'players tied on points' : 'players tied after the tie-breaks';
    case 'play-off-max-players':
      return `at most ${s.count.text} players`;
    case 'play-off-seeding':
      return `seeded by ${s.criterion ? formatPhrase(s.criterion) : s.seeding === 'rating' ? 'rating' : 'the tie-breaks'}${s.then.map((t) => ` then ${t}`).join('')}`;
    case 'play-off-stage': {
      const time = s.timeControl ? ` "${s.timeControl.value}"` : '';
      if (s.stage === 'armageddon') return `${s.number.text}. armageddon${time}`;
      const noun = s.games?.text === '1' ? 'game' : 'games';
      const games = [s.games?.text, s.pace?.text, noun].filter((part) => part !== undefined).join(' ');
      return `${s.number.text}. ${games}${s.stage === 'until-won' ? ' until one wins' : ''}${time}`;
    }
    case 'play-off-draw-odds':
      return `draw odds to ${s.colour}`;
    case 'play-off-repeated':
      return 'repeated until decided';
    case 'play-off-format':
      return `more than ${s.players.text} players: ${s.format === 'knock-out' ? 'knock-out' : 'round robin'}`;
    case 'play-off-not-held':
      return `if not held: ${s.fallback === 'shared' ? 'shared' : 'tie-breaks'}`;
    case 'play-off-when':
      return `if ${s.moreThan ? 'more than ' : ''}${s.players.text} players:`;
  }
}
