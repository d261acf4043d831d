import type { KnockOutStatement } from './ast';
import { formatPlayOffStatement } from './format-play-off';

/** The canonical text of a knock-out statement (dsl/format.ts prints a line's statements joined by ", "). */
export function formatKnockOutStatement(s: KnockOutStatement): string {
  switch (s.kind) {
    case 'knock-out-stage':
      return formatPlayOffStatement({ ...s, kind: 'play-off-stage' });
    case 'knock-out-draw-odds':
      return `draw odds to ${s.colour}`;
    case 'knock-out-places':
      return 'places by round reached';
    case 'knock-out-losers':
      return s.losers === 'share' ? 'losers of the same round share the place' : 'losers of the same round ranked by rating';
    case 'knock-out-third-place':
      return `${s.article ? 'a ' : ''}match for third place`;
  }
}
