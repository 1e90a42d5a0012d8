import { closeSync, openSync, readSync } from 'node:fs';

/** Whether the file starts as `header` does: what kind of backup it is, whatever its name says. */
export function startsWith(file: string, header: string): boolean {
  const expected = Buffer.from(header, 'latin1');
  const bytes = Buffer.alloc(expected.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, bytes, 0, bytes.length, 0) === bytes.length && bytes.equals(expected);
  } finally {
    closeSync(fd);
  }
}

/** A name beside `file` for what is written before it is whole; moved to `file` in one step. */
export const partialOf = (file: string) => `${file}.partial-${process.pid}`;
