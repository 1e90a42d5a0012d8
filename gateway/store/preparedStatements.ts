import type pg from 'pg';

/** The most statements prepared by name before names are handed out afresh. */
const MAX_NAMED = 2000;
/** PostgreSQL's refusal of a prepared statement whose tables changed shape (a migration by a newer process). */
const PLAN_OUTDATED = '0A000';

let names = new Map<string, string>();
let handedOut = 0;

/** The name `text` is prepared under on every connection; null once there are too many. */
function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED) return null;
    name = `castline_${++handedOut}`;
    names.set(text, name);
  }
  return name;
}

type Run = (query: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/** Several statements in one text answer with the result of each; Kysely reads one, so it gets the last. */
const lastResult = (result: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(result) ? result.at(-1)! : result);

/**
 * Makes a PostgreSQL connection prepare each statement the first time it runs it and then only bind and
 * execute it: the server parses and plans each query text once per connection, not once per query (as
 * SQLite statements are prepared once per text, in `database.ts`). Kysely runs every query as text and
 * parameters, which is what is named here. A text without parameters is sent as it is, in one message,
 * so that several statements may travel together; it answers with its last statement's result. When a
 * migration by another process changes a table that a prepared statement reads, the statement fails
 * once on each connection that prepared it, and every text is then prepared again under a new name.
 * Called for each new connection of the pool.
 */
export function prepareStatements(client: pg.ClientBase): void {
  const run = client.query.bind(client) as Run;
  const preparing: Run = (query, values) => {
    if (typeof query !== 'string' || !Array.isArray(values) || values.length === 0) return run(query, values).then(lastResult);
    const name = nameOf(query);
    if (name === null) return run(query, values);
    return run({ name, text: query, values }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === PLAN_OUTDATED) names = new Map();
      throw error;
    });
  };
  client.query = preparing as typeof client.query;
}
