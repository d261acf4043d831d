export const ROOT: string;
export function addinBuildOptions(options?: { outdir?: string; minify?: boolean; extraEntries?: Record<string, string> }): Record<
  string,
  unknown
> & {
  outdir: string;
};
export function copyPublic(outdir: string): void;
export function buildAddin(options?: { outdir?: string; minify?: boolean; extraEntries?: Record<string, string> }): Promise<string>;
