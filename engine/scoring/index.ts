export * from './point-systems';
export * from './scores';
export * from './unplayed';
export * from './team-scores';
