import { RunCancelled } from './run-progress';
import type {
  CrosstableReading,
  ExplainRequest,
  ReadRequest,
  RunRequest,
  RunResult,
  StudyRequest,
  StudyResult,
  WorkerRequest,
  WorkerResponse,
} from './run-messages';

type Waiting = { resolve: (v: never) => void; reject: (e: Error) => void };

/**
 * The task pane's side of the engine worker: one request at a time per id, answered by promise.
 * A cancelled run stops the worker itself (a computation cannot be interrupted from outside);
 * the next request starts a new one. The last run's explanations go with the stopped worker,
 * which is right: that run did not finish.
 */
export class EngineClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Waiting>();

  /** Starts the worker at once, so the engine is loaded before the first Read or Run. */
  constructor(private readonly url: string | URL = 'engine-worker.js') {
    this.started();
  }

  read(request: ReadRequest): Promise<CrosstableReading> {
    return this.send({ id: this.nextId++, kind: 'read', request });
  }

  run(request: RunRequest, signal?: AbortSignal): Promise<RunResult> {
    if (signal?.aborted) return Promise.reject(new RunCancelled('computing'));
    const answer = this.send<RunResult>({ id: this.nextId++, kind: 'run', request });
    if (!signal) return answer;
    const stop = () => this.stop(new RunCancelled('computing'));
    signal.addEventListener('abort', stop, { once: true });
    return answer.finally(() => signal.removeEventListener('abort', stop));
  }

  /** The last run's explanation of a participant, or of two (why one is above the other). */
  explain(request: ExplainRequest): Promise<string[]> {
    return this.send({ id: this.nextId++, kind: 'explain', request });
  }

  /** A study that writes nothing: the drawing of lots, or what each contender needs. */
  study(request: StudyRequest): Promise<StudyResult> {
    return this.send({ id: this.nextId++, kind: 'study', request });
  }

  /** The last run's audit report as one HTML file (`regula report`'s, in the pane's language); null when no run has ranked anything in this worker. */
  report(paneLanguage?: string): Promise<string | null> {
    return this.send({ id: this.nextId++, kind: 'report', ...(paneLanguage !== undefined && { paneLanguage }) });
  }

  /** Stops the worker, failing whatever it was doing with `reason`. */
  private stop(reason: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.url);
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value as never);
      else waiting.reject(new Error(`The engine failed: ${answer.message}`));
    };
    worker.onerror = (event) => this.stop(new Error(`The engine worker could not run: ${event.message}`));
    this.worker = worker;
    return worker;
  }

  private send<T>(message: WorkerRequest): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (v: never) => void, reject });
      this.started().postMessage(message);
    });
  }
}
