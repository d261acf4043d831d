import { computeRun, readCrosstable } from './compute-run';
import { computeStudy } from './compute-study';
import { explainLast } from './explain-last';
import { reportLast } from './report-last';
import type { WorkerRequest, WorkerResponse } from './run-messages';
import { warmUp } from './warm-up';

// The engine's thread (docs/architecture.md "Files tuned for speed"): reading a 3,000-player crosstable and ranking it
// happen here, so Excel's task pane never blocks. Messages are plain data both ways.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

// Fire and forget: answer() never rejects. Whatever fails in it, the engine or posting its value,
// goes back to the pane as { ok: false }, so the pane's request always settles (engine-client.ts).
scope.onmessage = (event) => void answer(event.data);

// The code a run uses compiled once before the first request (warm-up.ts); every answer waits for it.
const warmed = warmUp();

async function answer(message: WorkerRequest): Promise<void> {
  await warmed;
  try {
    const value =
      message.kind === 'read'
        ? readCrosstable(message.request)
        : message.kind === 'explain'
          ? explainLast(message.request)
          : message.kind === 'study'
            ? await computeStudy(message.request)
            : message.kind === 'report'
              ? reportLast(message.paneLanguage)
              : await computeRun(message.request);
    scope.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    // An engine failure is a bug, not bad input: it goes back to the pane with its message.
    scope.postMessage({
      id: message.id,
      ok: false,
      message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
    });
  }
}
