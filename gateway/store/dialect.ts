/** The two databases the gateway runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** `postgres://…` or `postgresql://…` opens PostgreSQL; anything else is the path of a SQLite file (or `:memory:`). */
export function dialectOf(location: string): Dialect {
  return /^postgres(ql)?:\/\//.test(location) ? 'postgres' : 'sqlite';
}

/** Where the gateway keeps its data when `--db` names nowhere else. */
export const DEFAULT_DATABASE = '.data/gateway.sqlite';
