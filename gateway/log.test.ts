import { describe, expect, it } from 'vitest';
import { createLogger, textOf } from './log';

function collected(options: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  const log = createLogger({ ...options, to: { write: (text: string) => lines.push(text) } });
  return { log, lines };
}

describe('the gateway log', () => {
  it('writes one JSON object a line with the level as a word, an ISO time, the process and the fields given', () => {
    const { log, lines } = collected({});
    log.info({ reqId: 'r1', status: 200 }, 'GET /farcaster/v2/cast 200 1.5 ms');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'info', pid: process.pid, reqId: 'r1', status: 200, msg: 'GET /farcaster/v2/cast 200 1.5 ms' });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('leaves out the lines below its level', () => {
    const { log, lines } = collected({ level: 'warn' });
    log.info('an ordinary line');
    log.debug('a probe');
    log.warn('worth a look');
    expect(lines.map((text) => (JSON.parse(text) as { msg: string }).msg)).toEqual(['worth a look']);
  });

  it('writes the words alone in the text format, naming levels other than info, with an error stack under its line', () => {
    const { log, lines } = collected({ format: 'text' });
    log.info({ url: 'http://127.0.0.1:8787' }, 'Castline gateway: http://127.0.0.1:8787');
    log.error({ err: new Error('the database is gone') }, 'Internal error on GET /farcaster/v2/casts');
    expect(lines[0]).toBe('Castline gateway: http://127.0.0.1:8787\n');
    expect(lines[1]).toMatch(/^error: Internal error on GET \/farcaster\/v2\/casts\nError: the database is gone\n\s+at /);
    expect(textOf('{"level":"warn","msg":"Not ready: node"}')).toBe('warn: Not ready: node\n');
  });
});
