export const DEV_ORIGIN: string;
export function releaseBase(host: string): string;
export function manifestForHost(base: string, text?: string): string;
export function unifiedManifestForHost(base: string, text?: string): string;
