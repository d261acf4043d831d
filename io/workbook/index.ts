export * from './cell-range';
export * from './cell-text';
export * from './number-formats';
export * from './regulation-sheet';
export * from './result-placement';
export * from './write-operations';
export * from './write-plan';
