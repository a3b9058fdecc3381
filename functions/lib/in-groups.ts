/**
 * `work` over every item, `size` at a time (a group waits for the one before): enough calls at once
 * to hide a service's latency, few enough to bound memory and the service's load. The results
 * come in the items' order.
 */
export async function inGroups<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    results.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  }
  return results;
}
