import type { z } from 'zod';

/**
 * A start-up failure the operator fixes in the environment. server.ts prints `lines` — one per problem: the
 * variable, what is wrong, an example — and exits 1, never with a stack trace (issue #16).
 */
export class ConfigError extends Error {
  readonly lines: string[];

  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

const EXAMPLES: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  DATABASE_URL: 'postgres://jumun:secret@127.0.0.1:5432/jumun',
  PGLITE_SHARED_BUFFERS: '16MB',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  SMS_PROVIDER: 'console',
  SMS_DAILY_CAP: '5000',
  METRICS_TOKEN: '$(openssl rand -hex 24)',
  SHUTDOWN_TIMEOUT_MS: '10000',
  JWT_SECRET: '$(openssl rand -base64 32)',
  DATA_ENCRYPTION_KEY: '$(openssl rand -base64 32)',
};

export const configLine = (variable: string, problem: string) =>
  `Configuration error: ${variable} — ${problem.replace(/\s*\n\s*/g, ' ')}${EXAMPLES[variable] ? `. Example: ${variable}=${EXAMPLES[variable]}` : ''}`;

/** One line per zod issue of the environment schema, naming the value that was given. */
export const describeEnvIssues = (issues: z.core.$ZodIssue[], source: Record<string, string | undefined>) =>
  issues.map((issue) => {
    const variable = String(issue.path[0] ?? '(environment)');
    const given = source[variable];
    const shown = given === undefined || /SECRET|KEY|TOKEN/.test(variable) ? '' : ` (got "${given}")`;
    return configLine(variable, `${issue.message}${shown}`);
  });
