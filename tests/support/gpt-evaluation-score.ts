import { localAnswer } from '../../functions/gpt/answer';
import { passagesOf } from '../../functions/gpt/passages';
import { EVALUATION_NOTES, EVALUATION_QUESTIONS, type EvaluationQuestion } from './gpt-evaluation';

/**
 * Asks every evaluation question of the local provider over the evaluation notes, split into
 * passages as the worker splits notes, and counts how often the right note is cited first.
 */
export async function evaluationScore(): Promise<{ share: number; misses: EvaluationQuestion[] }> {
  const passages = EVALUATION_NOTES.flatMap((note) =>
    passagesOf(note.text, { title: `${note.subject}, ${note.unit} (${note.filename})`, noteId: note.id }),
  );
  const misses: EvaluationQuestion[] = [];
  for (const question of EVALUATION_QUESTIONS) {
    const answer = await localAnswer(question.query, passages);
    if (answer.sources[0]?.noteId !== question.noteId) misses.push(question);
  }
  return { share: 1 - misses.length / EVALUATION_QUESTIONS.length, misses };
}
