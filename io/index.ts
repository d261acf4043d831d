export * from './issues';
export * from './grid';
