import { pino, stdTimeFunctions, type Logger } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'text'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Where lines are written: standard output, or a test's collector. */
interface LineSink {
  write(text: string): unknown;
}

export interface LogOptions {
  /** Lines below this level are left out; default info. */
  level?: LogLevel;
  /** One JSON object a line (the default), or each line's words alone, for a person at a terminal. */
  format?: LogFormat;
  /** Default: standard output. */
  to?: LineSink;
}

/** A line as a person reads it: its words, and an error's stack under them; the level when it is not info. */
export function textOf(jsonLine: string): string {
  const { level, msg, err } = JSON.parse(jsonLine) as { level: string; msg?: string; err?: { stack?: string; message?: string } };
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${level === 'info' ? '' : `${level}: `}${msg ?? ''}${detail}\n`;
}

/**
 * The gateway's log (pino): one JSON object a line, with `level` as a word, an ISO `time`, `pid` and
 * `hostname`, or in the text format the words of each line, which is what `npm run dev` shows. Lines
 * are written as they are logged, so none is lost when the process exits.
 */
export function createLogger({ level = 'info', format = 'json', to }: LogOptions = {}): Logger {
  const options = { level, timestamp: stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } };
  const sink = to ?? process.stdout;
  if (format === 'text') return pino(options, { write: (line: string) => sink.write(textOf(line)) });
  return pino(options, to ?? pino.destination({ dest: 1, sync: true }));
}

/** A log that writes nothing (tests, and `quiet`). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
