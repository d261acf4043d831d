export { Rational } from './rational';
export { roundTo, roundToUnit, roundToInteger, ROUNDING_MODES, type RoundingMode } from './rounding';
export { scaleAll, scaleFactor, exactScaledSum, type ScaledValues } from './scaled';
