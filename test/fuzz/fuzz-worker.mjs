// The fuzz worker's entry: worker threads do not inherit tsx's loader, so it is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./fuzz-worker-cases.ts');
