export * from './withdrawal-report';
export { applyWithdrawalRules } from './withdrawals';
export { detectWithdrawals, lastRoundHeld, type CycleRanges } from './detect-withdrawals';
