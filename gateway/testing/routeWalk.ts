import type { TestGateway } from './testGateway';

/** Test support: every page of a list, following `next` (top-level or inside `result`) to the end. */
export async function walkPages<T>(gw: TestGateway, path: string, key: string, limit: number, token?: string): Promise<{ items: T[]; pages: T[][] }> {
  const pages: T[][] = [];
  let next: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await gw.get(`${path}${sep}limit=${limit}${next ? `&cursor=${encodeURIComponent(next)}` : ''}`, token);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { result: Record<string, unknown> & { next?: string | null }; next?: string | null };
    pages.push(body.result[key] as T[]);
    next = body.result.next ?? body.next ?? null;
  } while (next);
  return { items: pages.flat(), pages };
}
