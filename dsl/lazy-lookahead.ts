import { LLkLookaheadStrategy, type ILookaheadStrategy } from 'chevrotain';

/*
 * Chevrotain computes the lookahead function of every alternation, option and repetition of
 * the grammar when the parser is built (performSelfAnalysis): two thirds of the parser's
 * construction, paid by every start of the CLI, although a regulation reaches a handful of
 * its articles. This strategy is chevrotain's own LL(k) one, each function built the first time
 * the parser reaches its place instead (docs/performance.md "Start-up"): the same functions, the same parse. The
 * grammar checks (`validate`) are the LL(k) strategy's, run by the tests' validated parser.
 */
type Lookahead = ReturnType<ILookaheadStrategy['buildLookaheadForOptional']>;

export class LazyLookahead implements ILookaheadStrategy {
  private readonly eager: ILookaheadStrategy;

  constructor(maxLookahead: number) {
    this.eager = new LLkLookaheadStrategy({ maxLookahead });
  }

  validate(options: Parameters<ILookaheadStrategy['validate']>[0]): ReturnType<ILookaheadStrategy['validate']> {
    return this.eager.validate(options);
  }

  buildLookaheadForAlternation(
    options: Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0],
  ): ReturnType<ILookaheadStrategy['buildLookaheadForAlternation']> {
    return whenFirstCalled(() => this.eager.buildLookaheadForAlternation(options));
  }

  buildLookaheadForOptional(options: Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0]): Lookahead {
    return whenFirstCalled(() => this.eager.buildLookaheadForOptional(options));
  }
}

/** A function that builds the real one on its first call, then calls it with the parser as `this`. */
function whenFirstCalled<F extends (...args: never[]) => unknown>(build: () => F): F {
  let built: F | undefined;
  return function (this: unknown, ...args: Parameters<F>) {
    built ??= build();
    return built.apply(this, args);
  } as F;
}
