export * from './round-record';
export * from './point-system';
export * from './crosstable';
export * from './consistency';
export * from './regulation';
export * from './regulation-sections';
export * from './engine-issue';
export * from './player-map';
