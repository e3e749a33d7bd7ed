import { describe, expect, it } from 'vitest';
import { type LogSurroundings, logOutputFor } from './logFormat';

const at = (surroundings: Partial<LogSurroundings>) =>
  logOutputFor({
    setting: null,
    nodeEnv: 'development',
    toTerminal: false,
    noColor: false,
    ...surroundings,
  });

describe('the log’s format (logOutputFor)', () => {
  it('When standard output is a terminal outside production, then the lines are readable, in color', () => {
    expect(at({ toTerminal: true })).toEqual({ format: 'pretty', colors: true });
    expect(at({ toTerminal: true, nodeEnv: 'test' })).toEqual({ format: 'pretty', colors: true });
  });

  it('When standard output is not a terminal (a pipe, the journal, a file), then the lines are JSON', () => {
    expect(at({ toTerminal: false })).toEqual({ format: 'json' });
    expect(at({ toTerminal: false, nodeEnv: 'test' })).toEqual({ format: 'json' });
  });

  it('When it runs in production, then the lines are JSON, terminal or not', () => {
    expect(at({ nodeEnv: 'production', toTerminal: true })).toEqual({ format: 'json' });
    expect(at({ nodeEnv: 'production', toTerminal: false })).toEqual({ format: 'json' });
    expect(at({ nodeEnv: 'production', toTerminal: true, setting: 'pretty' })).toEqual({
      format: 'json',
    });
  });

  it('When LOG_FORMAT is set, then it decides outside production; colors only on a terminal without NO_COLOR', () => {
    expect(at({ setting: 'json', toTerminal: true })).toEqual({ format: 'json' });
    expect(at({ setting: 'pretty', toTerminal: false })).toEqual({
      format: 'pretty',
      colors: false,
    });
    expect(at({ setting: 'pretty', toTerminal: true })).toEqual({ format: 'pretty', colors: true });
    expect(at({ toTerminal: true, noColor: true })).toEqual({ format: 'pretty', colors: false });
  });
});
