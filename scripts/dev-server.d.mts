// Types of scripts/dev-server.mjs for the TypeScript tests.
export declare const DEV_PORT: number;
export declare function startDevServer(options?: { port?: number }): Promise<{ url: string; manifestUrl: string; close(): Promise<void> }>;
export declare function devServerProblem(error: unknown, port?: number): string;
