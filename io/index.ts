export * from './issues';
export * from './trf';
export * from './output';
