export * from './issues';
export * from './trf';
export * from './grid';
export * from './output';
export * from './workbook';
export * from './match';
