// The log for a person at a terminal: each of pino's JSON lines rewritten as one short line
// (a request: `GET /api/park 200 3 ms`), its request id at the end, an error's stack below it.
import type { DestinationStream } from 'pino';

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 34 },
  30: { name: 'INFO', color: 32 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};

/** Fields every line has, or that the line itself shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);
/** What a request's line shows in its words. */
const REQUEST_FIELDS = new Set(['method', 'route', 'status', 'ms']);
/** What an error's stack already says. */
const ERROR_SHOWN = new Set(['type', 'message', 'stack']);

type Paint = (code: number, text: string) => string;

const paintWith =
  (colors: boolean): Paint =>
  (code, text) =>
    colors ? `\u001b[${code}m${text}\u001b[39m` : text;

const two = (n: number) => String(n).padStart(2, '0');

/** The local time of day, to the millisecond. */
function clock(time: unknown): string {
  if (typeof time !== 'number') return '--:--:--.---';
  const at = new Date(time);
  const ms = String(at.getMilliseconds()).padStart(3, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${ms}`;
}

/** A field's value as it reads best: bare when it has no spaces or quotes, else JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (value === undefined) return 'undefined';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

const fields = (entries: Array<[string, unknown]>) =>
  entries.map(([key, value]) => `${key}=${valueText(value)}`);

function statusColor(status: unknown): number {
  if (typeof status !== 'number') return 39;
  if (status >= 500) return 31;
  if (status >= 400) return 33;
  if (status >= 300) return 36;
  return 32;
}

function isRequestLine(line: Record<string, unknown>): boolean {
  return line.msg === 'request' && typeof line.method === 'string' && 'status' in line;
}

/** What a request's line says: method, route as declared, status and time. */
function requestWords(line: Record<string, unknown>, paint: Paint): string {
  const route = typeof line.route === 'string' ? line.route : '(no route)';
  const ms = typeof line.ms === 'number' ? `${line.ms} ms` : '';
  return [line.method, route, paint(statusColor(line.status), String(line.status)), ms]
    .filter((part) => part !== '')
    .join(' ');
}

/** An error's stack (or type and message), indented under its line. */
function errorLines(err: unknown): string[] {
  if (typeof err !== 'object' || err === null) return err === undefined ? [] : [String(err)];
  const { type, message, stack } = err as Record<string, unknown>;
  const text =
    typeof stack === 'string' && stack !== ''
      ? stack
      : `${typeof type === 'string' ? type : 'Error'}: ${String(message ?? '')}`;
  return text.split('\n').map((line) => `    ${line}`);
}

/** One of pino's lines (parsed), as a person reads it; ends with a newline. */
export function prettyLine(line: Record<string, unknown>, colors = false): string {
  const paint = paintWith(colors);
  const level = LEVELS[Number(line.level)] ?? { name: String(line.level), color: 39 };
  const request = isRequestLine(line);
  const words = request ? requestWords(line, paint) : String(line.msg ?? '');
  const err = line.err as Record<string, unknown> | undefined;
  const errFields =
    typeof err === 'object' && err !== null
      ? Object.entries(err)
          .filter(([key]) => !ERROR_SHOWN.has(key))
          .map(([key, value]): [string, unknown] => [`err.${key}`, value])
      : [];
  // An error logged with no words of its own is told by its message.
  const said = words === '' && typeof err?.message === 'string' ? err.message : words;
  const extra = Object.entries(line).filter(
    ([key]) => !SHOWN.has(key) && !(request && REQUEST_FIELDS.has(key)),
  );
  const tail = fields([...extra, ...errFields]);
  if (typeof line.reqId === 'string') tail.push(paint(90, `reqId=${line.reqId}`));
  const head = [
    paint(90, clock(line.time)),
    paint(level.color, level.name.padEnd(5)),
    said,
    ...tail,
  ].join(' ');
  return `${[head, ...errorLines(line.err)].join('\n')}\n`;
}

/** Rewrites each JSON line pino writes as `prettyLine` before it goes to `out`. */
export function prettyDestination(
  out: { write(text: string): unknown },
  colors: boolean,
): DestinationStream {
  return {
    write(text: string) {
      for (const json of text.split('\n')) {
        if (json.trim() === '') continue;
        let line: unknown;
        try {
          line = JSON.parse(json);
        } catch {
          out.write(`${json}\n`);
          continue;
        }
        out.write(
          typeof line === 'object' && line !== null
            ? prettyLine(line as Record<string, unknown>, colors)
            : `${json}\n`,
        );
      }
    },
  };
}
