export const ROOT: string;
export function addinBuildOptions(options?: { outdir?: string; minify?: boolean; extraEntries?: Record<string, string> }): Record<
  string,
  unknown
> & {
  outdir: string;
};
export const OFFICE_JS_CDN: string;
export function copyPublic(outdir: string, options?: { officeJs?: 'local' | 'cdn' }): void;
export function buildAddin(options?: {
  outdir?: string;
  minify?: boolean;
  officeJs?: 'local' | 'cdn';
  extraEntries?: Record<string, string>;
}): Promise<string>;
export function appPackage(manifestJson: string): Promise<Buffer>;
