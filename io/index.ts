export * from './issues';
export { settleRounds, type PendingGame, type RoundRequest, type RoundsSettled } from './after-round';
export * from './trf';
export * from './grid';
export * from './output';
export * from './workbook';
export * from './match';
