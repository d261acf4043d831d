// The only import point of the engine (architecture.md).
export * from './arith';
export * from './model';
export * from './scoring';
export * from './tiebreaks';
export * from './ranking';
export * from './evaluate';
export * from './evaluation';
export * from './evaluate-team-event';
export * from './presets';
export * from './formulas';
export { ComputedColumn } from './computed-column';
export { pushAll, maxOf, minOf } from './collections';
