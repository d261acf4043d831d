/** A small argv reader: positionals, `--name value`, `--name=value` and boolean flags. */
export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string>;
  flags: Set<string>;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], valueOptions: readonly string[], booleanFlags: readonly string[]): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      parsed.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (booleanFlags.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      parsed.flags.add(name);
    } else if (valueOptions.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      parsed.options.set(name, value);
    } else {
      throw new UsageError(`Unknown option --${name}`);
    }
  }
  return parsed;
}
