/*
 * One term's postings in the passage index: segments of [passage, tf, passage, tf, …] pairs,
 * passage numbers relative to the segment's base. A snapshot shard's list becomes a segment as it
 * was parsed, with no copy (copying 10 million numbers per cold start cost seconds of garbage
 * collection, decision 27); documents added one by one share one segment of the index's own.
 * Passage ids ascend through the segments and within each.
 */
/* A list of this many numbers (half as many pairs) or more is kept as a segment rather than copied. */
const SHARED_FROM = 512;

interface Segment {
  readonly base: number;
  readonly list: number[];
  /** Made by the index (appended to), or a shard's list (never written). */
  readonly own: boolean;
}

export class TermPostings {
  private readonly segments: Segment[] = [];

  /**
   * Postings numbered from `base`: a shard's long list is kept as it is; a short one (a document
   * added alone) joins the index's own segment, so segments do not pile up in a warm worker.
   */
  appendList(base: number, list: number[]): void {
    if (list.length >= SHARED_FROM) {
      this.segments.push({ base, list, own: false });
      return;
    }
    for (let at = 0; at < list.length; at += 2)
      this.append(base + (list[at] as number), list[at + 1] as number);
  }

  /** One passage's term frequency: its id above every id held. */
  append(id: number, tf: number): void {
    let last = this.segments.at(-1);
    if (!last?.own) {
      last = { base: id, list: [], own: true };
      this.segments.push(last);
    }
    last.list.push(id - last.base, tf);
  }

  forEach(visit: (id: number, tf: number) => void): void {
    for (const { base, list } of this.segments) {
      for (let at = 0; at < list.length; at += 2) visit(base + (list[at] as number), list[at + 1] as number);
    }
  }

  /** Whether the passage is among them (a binary search in the segment that may hold it). */
  has(id: number): boolean {
    for (const { base, list } of this.segments) {
      const count = list.length / 2;
      if (count === 0 || id < base + (list[0] as number) || id > base + (list[2 * (count - 1)] as number)) {
        continue;
      }
      let low = 0;
      let high = count - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const at = base + (list[2 * middle] as number);
        if (at === id) return true;
        if (at < id) low = middle + 1;
        else high = middle - 1;
      }
    }
    return false;
  }

  /** The postings of the passages `live` keeps, in one segment of the index's own; undefined if none. */
  compacted(live: (id: number) => boolean): { postings: TermPostings; count: number } | undefined {
    const postings = new TermPostings();
    let count = 0;
    this.forEach((id, tf) => {
      if (!live(id)) return;
      postings.append(id, tf);
      count += 1;
    });
    return count === 0 ? undefined : { postings, count };
  }
}
