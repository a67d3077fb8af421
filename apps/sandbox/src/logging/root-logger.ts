import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pino from 'pino';
import type { Level, Logger, StreamEntry } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

export interface LoggingOptions {
  /** Least level the terminal shows (LOG_LEVEL; `debug` adds one line per HTTP request). */
  level: string;
  /** `pretty` for a person at a terminal (`npm start`), `json` for machines (the default). */
  format: LogFormat;
  /** A file that receives everything down to `debug`, request lines included, readable; unset: none. */
  file: string | undefined;
}

function readable(destination: NodeJS.WritableStream | string, colorize: boolean): NodeJS.WritableStream {
  return pretty({ colorize, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', destination });
}

/** The sandbox's one logger; each origin and the hub log through a child named after it. */
export function createRootLogger(
  { level, format, file }: LoggingOptions,
  out: NodeJS.WriteStream = process.stdout,
): Logger {
  const streams: StreamEntry[] = [];
  if (level !== 'silent')
    streams.push({
      level: level as Level,
      stream: format === 'json' ? out : readable(out, Boolean(out.isTTY)),
    });
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    streams.push({ level: 'debug', stream: readable(file, false) });
  }
  if (streams.length === 0) return pino({ level: 'silent' });
  // NOTE: the logger's own level is the lowest any stream wants; each stream filters for itself.
  const lowest = streams.reduce((low, entry) =>
    pino.levels.values[entry.level!]! < pino.levels.values[low.level!]! ? entry : low,
  );
  return pino({ level: lowest.level! }, pino.multistream(streams));
}
