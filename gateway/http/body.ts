import type { Context } from 'hono';
import { InvalidInputError } from '../domainErrors';

/** The JSON object of a request body, or a 400 that says what is wrong with it. */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') throw new InvalidInputError('Request body is empty: send a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidInputError('Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidInputError('Request body must be a JSON object');
  return value as Record<string, unknown>;
}
