import { BACKGROUND_FUNCTIONS, type BackgroundFunction } from '../../functions/registry';
import { SEARCH_DB_PAUSE_MINUTES } from '../config/capacity-config';
import { type Assistant, type Assumptions, DAYS_PER_MONTH, peakLoad, sum } from './load-model';
import { PRICES, type Prices } from './load-model-prices';

/**
 * The assistant's search database on Aurora Serverless v2 (decision 30), as numbers anyone can
 * change: how big the corpus at scale is in PostgreSQL, what questions and new notes ask of it, and
 * how long it runs at what capacity. Storage is estimated from row sizes, not measured; the ACUs
 * are assumptions to check against the cluster's ServerlessDatabaseCapacity metric after launch.
 */
export interface SearchDbAssumptions {
  /** The corpus at scale, as the scale bench seeds it: 20,000 notes, about a million passages. */
  readonly notes: number;
  readonly passagesPerNote: number;
  /**
   * A passage's row: about 600 characters of text, its note, page and heading, PostgreSQL's row
   * header and item pointer, and its primary key's index entry.
   */
  readonly passageBytes: number;
  /**
   * Lexical postings, one row per distinct stem of a passage, with what each costs: its row and
   * three B-tree entries (by term and passage, by term and impact, by note), and its share of the
   * notes' terms (a row per stem of a note, two B-trees), as the scale bench measured them
   * (docs/measurements/assistant-scale.md).
   */
  readonly postingsPerPassage: number;
  readonly postingBytes: number;
  /** With Bedrock, a passage's embedding: pgvector stores 4 bytes a dimension and 8 of header. */
  readonly embeddingDimensions: number;
  /** The HNSW index beside the vectors: each node holds its vector and its neighbours' pointers. */
  readonly vectorIndexFactor: number;
  /** What Aurora's volume holds beyond the rows: space freed by updates and deletes, the catalog. */
  readonly storageOverhead: number;
  /** Data API calls a question makes: the lexical search and the passages' rows; Bedrock adds the vector search. */
  readonly statementsPerQuestion: Readonly<Record<Assistant, number>>;
  readonly notesIndexedPerDay: number;
  /** What a passage's insert statements carry: its text and postings; with Bedrock its vector as text. */
  readonly writeKbPerPassage: Readonly<Record<Assistant, number>>;
  /** Storage reads a question makes beyond the buffer cache, and after a resume (the cache starts cold). */
  readonly ioPerQuestion: number;
  readonly ioPerResume: number;
  /** Storage writes a note's passages make (Aurora counts a write I/O per 4 KB of log). */
  readonly ioPerNoteIndexed: number;
  /** Hours a day with a question at least every SEARCH_DB_PAUSE_MINUTES: the cluster never pauses. */
  readonly activeHoursPerDay: { readonly ordinary: number; readonly examWeek: number };
  /**
   * ACUs it holds while active: memory for the vector index and the most-read postings; in exam
   * week more, at the load model's peak hour (a question's statements take milliseconds of CPU).
   */
  readonly activeAcus: { readonly ordinary: number; readonly examWeek: number };
  /** Questions outside those hours that find it paused, each resuming it for one idle period. */
  readonly wakesPerDay: number;
  /** Hours a day of exam week at the peak hour's rate of questions. */
  readonly examWeekPeakHours: number;
}

export const CAMPUS_SEARCH_DB: SearchDbAssumptions = {
  notes: 20_000,
  passagesPerNote: 50,
  passageBytes: 760,
  postingsPerPassage: 41,
  postingBytes: 248,
  embeddingDimensions: 256,
  vectorIndexFactor: 1.25,
  storageOverhead: 1.2,
  statementsPerQuestion: { local: 3, bedrock: 4 },
  notesIndexedPerDay: 20,
  writeKbPerPassage: { local: 1.5, bedrock: 4 },
  ioPerQuestion: 100,
  ioPerResume: 20_000,
  ioPerNoteIndexed: 1_000,
  activeHoursPerDay: { ordinary: 16, examWeek: 20 },
  activeAcus: { ordinary: 1, examWeek: 2 },
  wakesPerDay: 3,
  examWeekPeakHours: 4,
};

/** Aurora Serverless v2's smallest running capacity: a resumed cluster starts there. */
const RESUMED_ACUS = 0.5;
/** The Data API meters a call by its payload, one request per 32 KB (assumed: load-model-prices.ts). */
const DATA_API_REQUEST_KB = 32;
const GB = 1e9;

/** The database's size in GB: passages and postings; with Bedrock, vectors and their index too. */
export function searchDbStorageGb(s: SearchDbAssumptions, assistant: Assistant) {
  const passages = s.notes * s.passagesPerNote;
  const rows = passages * (s.passageBytes + s.postingsPerPassage * s.postingBytes);
  const vectorBytes = 4 * s.embeddingDimensions + 8;
  const vectors = assistant === 'bedrock' ? passages * vectorBytes * (1 + s.vectorIndexFactor) : 0;
  return {
    passages,
    vectorIndexGb: assistant === 'bedrock' ? (passages * vectorBytes * s.vectorIndexFactor) / GB : 0,
    totalGb: ((rows + vectors) * s.storageOverhead) / GB,
  };
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * How often a day scheduled jobs wake a paused cluster: each job granted the search database that
 * asks it something on every run, as often as it runs; one that asks only when DynamoDB shows work
 * (searchDatabaseOnlyOnWork, run only by uploads and deletions in the day's active hours) never.
 * Infinity when one runs more often than the pause period: then the cluster never pauses.
 */
export function scheduledWakesPerDay(
  functions: Readonly<Record<string, BackgroundFunction>> = BACKGROUND_FUNCTIONS,
): number {
  let wakes = 0;
  for (const { trigger, resources } of Object.values(functions)) {
    if (trigger.kind !== 'schedule' || !resources.searchDatabase || trigger.searchDatabaseOnlyOnWork)
      continue;
    wakes +=
      trigger.everyMinutes < SEARCH_DB_PAUSE_MINUTES ? Infinity : MINUTES_PER_DAY / trigger.everyMinutes;
  }
  return wakes;
}

export interface SearchDbMonthOptions {
  readonly assistant: Assistant;
  /** campus:searchDbMinCapacity: 0 pauses when idle; 0.5 or more never does. */
  readonly minCapacity: number;
  /** Days of the month in exam week (0 for an ordinary month). */
  readonly examWeekDays: number;
  /** Wakes a day from scheduled jobs, each counted as in the quiet hours (scheduledWakesPerDay). */
  readonly scheduledWakesPerDay?: number;
}

/** A month of the search database: its volumes, and their cost at `prices`. */
export function searchDbMonth(
  a: Assumptions,
  s: SearchDbAssumptions,
  options: SearchDbMonthOptions,
  prices: Prices = PRICES,
) {
  const { assistant, minCapacity, examWeekDays } = options;
  const ordinaryDays = DAYS_PER_MONTH - examWeekDays;
  const activeAcuHours =
    ordinaryDays * s.activeHoursPerDay.ordinary * s.activeAcus.ordinary +
    examWeekDays * s.activeHoursPerDay.examWeek * s.activeAcus.examWeek;
  const quietHours =
    ordinaryDays * (24 - s.activeHoursPerDay.ordinary) + examWeekDays * (24 - s.activeHoursPerDay.examWeek);
  const scheduled = options.scheduledWakesPerDay ?? scheduledWakesPerDay();
  // A schedule asking it something more often than it pauses keeps it up at its smallest capacity.
  const pauses = minCapacity === 0 && Number.isFinite(scheduled);
  // Paused, a cluster costs nothing; each wake runs at the smallest capacity for an idle period.
  const wakesPerDay = s.wakesPerDay + scheduled;
  const resumes = pauses ? DAYS_PER_MONTH * (1 + wakesPerDay) : 0;
  const wakeHours = DAYS_PER_MONTH * wakesPerDay * ((SEARCH_DB_PAUSE_MINUTES + 1) / 60);
  const idleAcuHours = pauses ? wakeHours * RESUMED_ACUS : quietHours * Math.max(minCapacity, RESUMED_ACUS);
  const acuHours = activeAcuHours + idleAcuHours;

  const examDayQuestions = peakLoad(a, assistant).gptQuestionsPerHour * s.examWeekPeakHours;
  const questions =
    ordinaryDays * a.dailyUsers * a.gptQuestionsPerDailyUser + examWeekDays * examDayQuestions;
  const notesIndexed = DAYS_PER_MONTH * s.notesIndexedPerDay;
  // A note: begin, delete its old passages, the inserts (one request per 32 KB), commit.
  const requestsPerNote =
    3 + Math.ceil((s.passagesPerNote * s.writeKbPerPassage[assistant]) / DATA_API_REQUEST_KB);
  const dataApiRequests = questions * s.statementsPerQuestion[assistant] + notesIndexed * requestsPerNote;
  const io = questions * s.ioPerQuestion + resumes * s.ioPerResume + notesIndexed * s.ioPerNoteIndexed;
  const storageGb = searchDbStorageGb(s, assistant).totalGb;

  const lines = {
    compute: acuHours * prices.auroraAcuHour,
    storage: storageGb * prices.auroraGbMonth,
    io: (io / 1e6) * prices.auroraPerMillionIo,
    dataApi: (dataApiRequests / 1e6) * prices.dataApiPerMillion,
  };
  return {
    acuHours,
    resumes,
    storageGb,
    ioMillions: io / 1e6,
    dataApiMillions: dataApiRequests / 1e6,
    lines,
    total: sum(Object.values(lines)),
  };
}

/**
 * A month with no question, upload or deletion: its compute, paused but for the scheduled jobs'
 * wakes, or kept up at its minimum (or, kept up by a schedule, at Aurora's smallest running
 * capacity) the whole month; storage comes on top, whatever the corpus holds.
 */
export function searchDbIdleMonth(
  minCapacity: number,
  scheduled: number = scheduledWakesPerDay(),
  prices: Prices = PRICES,
) {
  const pauses = minCapacity === 0 && Number.isFinite(scheduled);
  const acuHours = pauses
    ? DAYS_PER_MONTH * scheduled * ((SEARCH_DB_PAUSE_MINUTES + 1) / 60) * RESUMED_ACUS
    : DAYS_PER_MONTH * 24 * Math.max(minCapacity, RESUMED_ACUS);
  return { acuHours, compute: acuHours * prices.auroraAcuHour };
}
