export * from './rank';
export { lotNumber } from './lots';
