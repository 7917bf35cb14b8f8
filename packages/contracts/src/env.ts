import { z } from 'zod';

/**
 * How every app (api, runner, web) reads its environment: one zod object per app, parsed once at
 * start, and one error that names every wrong variable in the same words whichever app refuses.
 */

/** A refused environment: one `  NAME: problem` line per wrong variable. */
export class EnvError extends Error {
  constructor(
    readonly app: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Invalid ${app} configuration:\n${problems.map((line) => `  ${line}`).join('\n')}\nSee .env.example for every variable.`,
    );
    this.name = 'EnvError';
  }
}

/**
 * Parses `env` with `schema`, then runs `check` for rules that span variables (it returns one
 * `NAME: problem` line per broken rule). Throws an EnvError listing every problem at once.
 */
export function parseEnv<Schema extends z.ZodObject>(
  app: string,
  schema: Schema,
  env: Record<string, string | undefined>,
  check: (value: z.output<Schema>) => string[] = () => [],
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? check(parsed.data)
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new EnvError(app, problems);
}

/** The names of the variables an app reads: its schema's keys (the deploy test checks deploy/ against them). */
export function envVariableNames(schema: z.ZodObject): readonly string[] {
  return Object.keys(schema.shape).sort();
}

/** A comma-separated variable as a list: entries trimmed, empty ones dropped ("" is no entries). */
export const commaList = (defaultValue = '') =>
  z
    .string()
    .default(defaultValue)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
