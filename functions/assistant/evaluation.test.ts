import { describe, expect, it } from 'vitest';
import { EVALUATION_NOTES, EVALUATION_QUESTIONS } from '../../tests/support/gpt-evaluation';
import { evaluationScore } from '../../tests/support/gpt-evaluation-score';
import { useSearchDatabase } from '../../tests/support/search-database';

describe('the Personalized GPT evaluation set', { timeout: 60_000 }, () => {
  useSearchDatabase();

  it('has at least 20 questions over at least 10 notes, each answered by a note of the set', () => {
    expect(EVALUATION_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(EVALUATION_NOTES.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(EVALUATION_NOTES.map((note) => note.id));
    expect(EVALUATION_QUESTIONS.filter((question) => !ids.has(question.noteId))).toEqual([]);
  });

  it('cites the right note first for at least 90% of the questions', async () => {
    const { share, misses } = await evaluationScore();
    expect(share, `missed: ${misses.map((miss) => miss.query).join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });
});
