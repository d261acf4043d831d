export * from './regulation-presets';
