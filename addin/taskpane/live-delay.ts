/** Live mode waits this long after the last change before it runs again. */
export const LIVE_DELAY_MS = 500;
