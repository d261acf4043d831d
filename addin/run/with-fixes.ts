import { catalogueEntry } from '../../pipeline';
import type { WithFix } from './run-messages';

/** Problems as the task pane shows them: each with what to do, from the message catalogue (the CLI prints the same under an error). */
export function withFixes<T extends { code: string }>(items: readonly T[]): WithFix<T>[] {
  return items.map((item) => {
    const fix = catalogueEntry(item.code)?.fix;
    return fix === undefined ? item : { ...item, fix };
  });
}
