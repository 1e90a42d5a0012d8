import { isGatewayError } from './errors';
import type { QueryValue } from './http';
import type { Cast, Page } from './model';
import { castSchema } from './normalise/cast';
import { readPage } from './normalise/envelope';

/** Searches beyond people (`searchUsers`): casts by the words in them. */
export interface SearchReads {
  /** Best match first; null where the gateway cannot search casts (the public service answers 503). */
  searchCasts(q: string, query?: { cursor?: string | null; limit?: number }): Promise<Page<Cast> | null>;
}

type Get = (path: string, query: Record<string, QueryValue>) => Promise<unknown>;

const SEARCH_CASTS_PATH = '/castline/v1/search-casts';

const unavailable = (error: unknown): boolean => isGatewayError(error, 'not-found') || (isGatewayError(error) && error.status === 503);

export function searchReads(get: Get): SearchReads {
  return {
    async searchCasts(q, query = {}) {
      try {
        const body = await get(SEARCH_CASTS_PATH, { q, limit: query.limit, cursor: query.cursor });
        return readPage(body, 'casts', castSchema, 'search-casts');
      } catch (error) {
        if (unavailable(error)) return null;
        throw error;
      }
    },
  };
}
