import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A benchmark's command line, read the same way by each (`npm run perf`, bench:interaction,
 * bench:offline-ready, bench:send): `fail` says what is wrong, with the usage, and exits 2; `read` gives the
 * options, or prints the usage and exits for `--help` (each declares it, so its type is known).
 */
export function benchCommandLine(name: string, usage: string) {
  const fail = (message: string): never => {
    console.error(`${name}: ${message}\n${usage}`);
    process.exit(2);
  };
  const read = <T extends ParseArgsConfig>(
    config: T,
  ): ReturnType<typeof parseArgs<T>>['values'] => {
    let values;
    try {
      values = parseArgs(config).values;
    } catch (error) {
      return fail((error as Error).message);
    }
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  };
  return { fail, read };
}
