import { version } from '../package.json';

/** Regula's version as package.json states it: the audit report records which Regula ran (docs/cli.md, report). */
export const REGULA_VERSION: string = version;
