/** The two databases the gateway runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** `postgres://…` or `postgresql://…` opens PostgreSQL; anything else is the path of a SQLite file (or `:memory:`). */
export function dialectOf(location: string): Dialect {
  return /^postgres(ql)?:\/\//.test(location) ? 'postgres' : 'sqlite';
}
