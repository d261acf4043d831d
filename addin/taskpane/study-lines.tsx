import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { StudyResult } from '../run/run-messages';

/** A study's answer (the CLI's words, line by line, in the monospace block of "why"), or why there is none. */
export function StudyLines({ result, testId }: { result: StudyResult | undefined; testId: string }) {
  if (!result) return null;
  if (result.stopped)
    return (
      <MessageBar intent="warning" data-testid={`${testId}-stopped`}>
        <MessageBarBody>{result.stopped}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div data-testid={testId} className="why" aria-live="polite">
      {result.lines.join('\n')}
    </div>
  );
}
