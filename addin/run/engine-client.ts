import type { CrosstableReading, ExplainRequest, ReadRequest, RunRequest, RunResult, WorkerRequest, WorkerResponse } from './run-messages';

/** The task pane's side of the engine worker: one request at a time per id, answered by promise. */
export class EngineClient {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();

  constructor(url: string | URL = 'engine-worker.js') {
    this.worker = new Worker(url);
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value as never);
      else waiting.reject(new Error(`The engine failed: ${answer.message}`));
    };
    this.worker.onerror = (event) => {
      const error = new Error(`The engine worker could not run: ${event.message}`);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
  }

  read(request: ReadRequest): Promise<CrosstableReading> {
    return this.send({ id: this.nextId++, kind: 'read', request });
  }

  run(request: RunRequest): Promise<RunResult> {
    return this.send({ id: this.nextId++, kind: 'run', request });
  }

  /** The last run's explanation of a participant, or of two (why one is above the other). */
  explain(request: ExplainRequest): Promise<string[]> {
    return this.send({ id: this.nextId++, kind: 'explain', request });
  }

  private send<T>(message: WorkerRequest): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (v: never) => void, reject });
      this.worker.postMessage(message);
    });
  }
}
