/**
 * The notes' titles (subject and title, stemmed) by term, and how many notes are live: what the
 * passage index needs of the notes as a whole, without walking every note per question.
 */
export class TitleIndex {
  /* term → the slots of the notes whose title holds it (removed ones dropped when next read). */
  private readonly slots = new Map<string, number[]>();
  private readonly live = new Set<number>();

  get liveNotes(): number {
    return this.live.size;
  }

  add(slot: number, terms: ReadonlySet<string>): void {
    this.live.add(slot);
    for (const term of terms) {
      const slots = this.slots.get(term) ?? [];
      if (slots.length === 0) this.slots.set(term, slots);
      slots.push(slot);
    }
  }

  remove(slot: number): void {
    this.live.delete(slot);
  }

  /** The live notes whose title holds the term. */
  holders(term: string): number[] {
    const slots = this.slots.get(term);
    if (!slots) return [];
    const live = slots.filter((slot) => this.live.has(slot));
    if (live.length < slots.length) this.slots.set(term, live);
    return live;
  }
}
