/** At most `max` requests per client in any `windowMs`; answers the seconds to wait, or 0. */
export function clientLimiter(max: number, windowMs: number) {
  const seen = new Map<string, number[]>();
  return (client: string, now = Date.now()): number => {
    const recent = (seen.get(client) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= max) {
      seen.set(client, recent);
      return Math.ceil((recent[0]! + windowMs - now) / 1000);
    }
    recent.push(now);
    seen.set(client, recent);
    if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
    return 0;
  };
}
