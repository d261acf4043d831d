/**
 * The criterion lists the benches rank by: the reference corpus's whole "values" list plus DE
 * (33 criteria and DE: the full FIDE list) and the short list of the README. Plain JavaScript: the
 * CLI bundle's build (scripts/cli-bundle.mjs) warms its code cache up with them too.
 */
export const VALUES_LIST =
  'PTS BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 KS WIN WON BPG BWG REP VUR ARO ARO/C1 TPR PTP APRO APPO DE';
export const SHORT_LIST = 'PTS BH/C1 BH SB DE';
/** Eleven criteria, as a typical open's regulation lists them after the points (the 400 × 11 row of bench/process.ts). */
export const ELEVEN_LIST = 'PTS BH/C1 BH SB/C1 SB DE WON BPG BWG ARO/C1 TPR';
