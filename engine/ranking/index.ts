export * from './rank';
export { lotNumber } from './lots';
export * from './decide-match';
