import { version } from '../package.json';

/** Regula's version as package.json states it: the audit report records which Regula ran (issue 20 item 3). */
export const REGULA_VERSION: string = version;
