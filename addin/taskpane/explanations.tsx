import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { RunOutput } from '../run/run-messages';
import { useStrings } from './pane-language';

/** Open at first when there are at most this many lines; shown this many at a time. */
const OPEN_UP_TO = 30;
const PAGE = 200;

/**
 * How the ties were resolved (one line per split: the criterion and the groups it made), or how
 * each team match was decided step by step: a collapsible section, open for an ordinary event,
 * closed with its count for a large one, whose thousands of lines are drawn a page at a time.
 */
export function Explanations({ output }: { output: Pick<RunOutput, 'explanations' | 'explain'> }) {
  const lines = output.explanations;
  const [shown, setShown] = useState(PAGE);
  const words = useStrings().explanations;
  const ties = output.explain === 'ties';
  if (lines.length === 0) {
    return (
      <div data-testid="explanations">
        <Text block weight="semibold">
          {ties ? words.ties : words.matches}
        </Text>
        <Text block>{ties ? words.noTies : words.noMatches}</Text>
      </div>
    );
  }
  const visible = lines.slice(0, shown);
  return (
    <details data-testid="explanations" open={lines.length <= OPEN_UP_TO}>
      <summary>
        <Text weight="semibold">{ties ? words.tiesCount(lines.length) : words.matchesCount(lines.length)}</Text>
      </summary>
      {ties ? (
        <ol>
          {visible.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      ) : (
        // A match's decision numbers its own steps (the regulation's order): lines as they are.
        <div className="match-decision">
          {visible.map((line, i) => (
            <Text block key={i} className={line.startsWith(' ') ? 'step' : undefined}>
              {line.trim()}
            </Text>
          ))}
        </div>
      )}
      {lines.length > shown && (
        <Button data-testid="explanations-more" onClick={() => setShown((n) => n + PAGE)}>
          {words.more(Math.min(PAGE, lines.length - shown), lines.length - shown)}
        </Button>
      )}
    </details>
  );
}
