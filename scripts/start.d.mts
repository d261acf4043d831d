// Types of scripts/start.mjs for the TypeScript tests.
export declare const MANIFEST: string;
export interface NpxOutcome {
  code: number | undefined;
  problem?: string;
}
export type StartPlan = { action: 'sideload'; args: string[] } | { action: 'dev-server'; port: number; steps: string[] };
export type StopPlan = { action: 'unload'; args: string[] } | { action: 'nothing'; lines: string[] };
export declare function webSideloadSteps(port?: number): string[];
export declare function startPlan(platform: string, port?: number): StartPlan;
export declare function stopPlan(platform: string): StopPlan;
export declare function runNpx(args: readonly string[]): Promise<NpxOutcome>;
export declare function runStart(options?: {
  platform?: string;
  port?: number;
  log?: (line: string) => void;
  error?: (line: string) => void;
  npx?: (args: readonly string[]) => Promise<NpxOutcome>;
  serve?: (options: { port: number }) => Promise<{ url: string; manifestUrl: string; close(): Promise<void> }>;
}): Promise<number | 'serving'>;
export declare function runStop(options?: {
  platform?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
  npx?: (args: readonly string[]) => Promise<NpxOutcome>;
}): Promise<number>;
