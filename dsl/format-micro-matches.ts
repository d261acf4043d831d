import type { MicroMatchesStatement } from './ast';
import { formatPlayOffStatement } from './format-play-off';

/** The canonical text of a micro-matches statement (dsl/format.ts prints a line's statements joined by ", "). */
export function formatMicroMatchesStatement(s: MicroMatchesStatement): string {
  switch (s.kind) {
    case 'micro-match-stage':
      // One game ("2. rapid game"); otherwise as the play-off writes its stages.
      if (s.stage === 'games' && s.games === undefined)
        return `${s.number.text}. ${s.pace ? `${s.pace.text} ` : ''}game${s.timeControl ? ` "${s.timeControl.value}"` : ''}`;
      return formatPlayOffStatement({ ...s, kind: 'play-off-stage' });
    case 'micro-match-won':
      return `won ${s.winner.text}-${s.loser.text}`;
    case 'micro-match-drawn':
      return `drawn ${s.first.text}-${s.second.text}`;
    case 'micro-match-ranked-by':
      return `ranked by ${s.criteria.map((c) => (c.measure === 'points' ? 'points' : `${c.pace!.text} ${c.measure}`)).join(', ')}`;
  }
}
