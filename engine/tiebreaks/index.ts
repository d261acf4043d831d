export * from './rating-tables';
export * from './rating-performance';
