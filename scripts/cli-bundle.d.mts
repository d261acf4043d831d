// Types of scripts/cli-bundle.mjs for the TypeScript tests.
export declare const ROOT: string;
export declare const BUNDLE_DIR: string;
export declare function buildCli(outdir?: string): Promise<boolean>;
export declare function bundleIsFresh(dir?: string, root?: string): boolean;
export declare function loadBundle(
  dir?: string,
  argv?: readonly string[],
): {
  exports: Record<string, unknown>;
  script: import('node:vm').Script;
  codeCache: 'used' | 'rejected' | 'none';
};
