export * from './values';
export * from './fixture-json';
export * from './standings';
export * from './explanations';
export * from './audit';
export * from './explain';
