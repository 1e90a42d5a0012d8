/**
 * A label whose values come from clients, kept to at most `max` values: the first `max` seen are kept as
 * they are, every later one becomes `other`. Each value is a series of its own in Prometheus, so a
 * client must not be able to make them without end.
 */
export function boundedLabels(max: number, other = 'other'): (value: string) => string {
  const kept = new Set<string>();
  return (value) => {
    if (!kept.has(value) && kept.size < max) kept.add(value);
    return kept.has(value) ? value : other;
  };
}
