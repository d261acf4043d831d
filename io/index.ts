export * from './issues';
export * from './trf';
