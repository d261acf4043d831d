import type { Server } from 'node:http';
export const OFFICE_JS: string;
export function resolveFile(dir: string, urlPath: string): string | undefined;
export function serveAddin(dir: string, options?: { port?: number; host?: string; tls?: { cert: Buffer; key: Buffer } }): Promise<Server>;
