import type { LexicalHit } from './passage-index';

/**
 * Keeps the `limit` best of many scored passages, best first: a min-heap of that size, so a
 * question whose words are common (tens of thousands of passages scored) sorts only the few it
 * keeps, and makes an object only for a passage that enters.
 */
export class TopHits {
  private readonly heap: LexicalHit[] = [];

  constructor(private readonly limit: number) {}

  offer(id: number, score: number): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push({ id, score });
      this.up(heap.length - 1);
    } else if (heap.length > 0 && score > (heap[0] as LexicalHit).score) {
      heap[0] = { id, score };
      this.down(0);
    }
  }

  best(): LexicalHit[] {
    return [...this.heap].sort((a, b) => b.score - a.score);
  }

  private up(at: number): void {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if ((heap[parent] as LexicalHit).score <= (heap[at] as LexicalHit).score) return;
      [heap[parent], heap[at]] = [heap[at] as LexicalHit, heap[parent] as LexicalHit];
      at = parent;
    }
  }

  private down(at: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < heap.length && (heap[left] as LexicalHit).score < (heap[least] as LexicalHit).score)
        least = left;
      if (right < heap.length && (heap[right] as LexicalHit).score < (heap[least] as LexicalHit).score)
        least = right;
      if (least === at) return;
      [heap[least], heap[at]] = [heap[at] as LexicalHit, heap[least] as LexicalHit];
      at = least;
    }
  }
}
