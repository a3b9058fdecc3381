import { localAnswer } from '../../functions/assistant/answer';
import { indexablePassages } from '../../functions/assistant/ingest/passages';
import { splitDocument } from '../../functions/assistant/ingest/split';
import { rankPassages } from '../../functions/assistant/search/rank';
import { wordNetProvider } from '../../functions/assistant/search/semantic';
import { noteDocId } from '../../functions/assistant/store/search-document';
import { saveDocument } from '../../functions/assistant/store/write-document';
import { EVALUATION_NOTES, EVALUATION_QUESTIONS, type EvaluationQuestion } from './gpt-evaluation';

/**
 * Asks every question of the team's own small set of the local provider, over its notes written to
 * the search database as ingestion writes them (use it with useSearchDatabase), and counts how often the right note is cited first. A fast regression
 * check of ranking; the assistant's evaluation is the bench's, on public documents (decision 25).
 */
export async function evaluationScore(): Promise<{ share: number; misses: EvaluationQuestion[] }> {
  for (const note of EVALUATION_NOTES) {
    await saveDocument({
      docId: noteDocId(note.id),
      noteId: note.id,
      title: `${note.subject}, ${note.unit} (${note.filename})`,
      subject: note.subject,
      passages: await indexablePassages(splitDocument([{ text: note.text }])),
    });
  }
  const misses: EvaluationQuestion[] = [];
  for (const question of EVALUATION_QUESTIONS) {
    const ranking = await rankPassages(question.query, { asker: { userId: 'student' } }, wordNetProvider);
    const answer = await localAnswer(question.query, ranking);
    if (answer.sources[0]?.noteId !== question.noteId) misses.push(question);
  }
  return { share: 1 - misses.length / EVALUATION_QUESTIONS.length, misses };
}
