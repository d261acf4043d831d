export * from './rank';
export { lotNumber, lotsSeed, eventLotsBasis } from './lots';
export * from './decide-match';
