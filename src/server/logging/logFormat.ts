import type { LogFormat, NodeEnv } from '../platform/config';

/** How the log is written: JSON lines, or one readable line each (colored on a terminal). */
export type LogOutput = { format: 'json' } | { format: 'pretty'; colors: boolean };

export interface LogSurroundings {
  /** LOG_FORMAT; null when unset. */
  setting: LogFormat | null;
  nodeEnv: NodeEnv;
  /** The log goes to standard output and that is a terminal (a person is reading it). */
  toTerminal: boolean;
  /** NO_COLOR is set (https://no-color.org). */
  noColor: boolean;
}

/**
 * JSON lines for machines (systemd's journal, `docker compose logs`, jq), readable lines for a
 * person at a terminal. Production always writes JSON lines (the configuration refuses
 * LOG_FORMAT=pretty there); elsewhere LOG_FORMAT decides, and unset, whether standard output
 * is a terminal. Colors only on a terminal, and not with NO_COLOR.
 */
export function logOutputFor(surroundings: LogSurroundings): LogOutput {
  const { setting, nodeEnv, toTerminal, noColor } = surroundings;
  if (nodeEnv === 'production') return { format: 'json' };
  const format = setting ?? (toTerminal ? 'pretty' : 'json');
  return format === 'json' ? { format } : { format, colors: toTerminal && !noColor };
}
