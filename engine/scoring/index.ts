export * from './point-systems';
export * from './scores';
