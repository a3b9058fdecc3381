import type { Lecture, Slot } from '#shared/schemas/timetable';
import { LectureLine, type Viewer } from './LectureLine';
import { longDate, nextLectureId, type TodayItem } from './schedule';

/** What today did to a lecture, in words: cancelled, moved (from where the week has it), and so on. */
function changeOf(item: TodayItem, week: Slot[]): string | undefined {
  if (item.cancelled) return 'Cancelled today';
  const { lecture } = item;
  if (lecture.change === 'extra') return 'Extra lecture today';
  if (lecture.change === 'substituted') return `Taken today by ${lecture.facultyName}`;
  if (lecture.change !== 'moved') return undefined;
  const usual = week.find((slot) => slot.slotId === lecture.slotId);
  return usual ? `Moved today from ${usual.start} in room ${usual.room}` : 'Moved today';
}

interface Props {
  readonly items: TodayItem[];
  readonly week: Slot[];
  readonly viewer: Viewer;
  /** Now, HH:MM: which lecture is on or next. */
  readonly now: string;
  /** On a day without lectures: the first lecture of the next teaching day, when there is one. */
  readonly next?: Lecture | Slot;
  readonly nextDate?: string;
}

/** Today's lectures in the order they run, the one on now or next marked, today's changes said. */
export function TodayLectures({ items, week, viewer, now, next, nextDate }: Props) {
  const nextId = nextLectureId(items, now);
  if (items.length === 0)
    return (
      <div className="stack">
        <p>No lectures today.</p>
        {next && nextDate && (
          <p>
            Next lecture on {longDate(nextDate)}: <LectureLine lecture={next} viewer={viewer} />
          </p>
        )}
      </div>
    );
  return (
    <ol className="today-lectures">
      {items.map((item) => {
        const change = changeOf(item, week);
        const isNext = item.lecture.lectureId === nextId;
        const marker = isNext && (item.lecture.start <= now ? 'Now' : 'Next');
        return (
          <li
            key={`${item.lecture.lectureId}${item.cancelled ? '-cancelled' : ''}`}
            className={
              [isNext && 'is-next', item.cancelled && 'is-cancelled'].filter(Boolean).join(' ') || undefined
            }
            aria-current={isNext ? 'time' : undefined}
          >
            {marker && (
              <>
                <span className="tag">{marker}</span>{' '}
              </>
            )}
            {item.cancelled ? (
              <s>
                <LectureLine lecture={item.lecture} viewer={viewer} />
              </s>
            ) : (
              <LectureLine lecture={item.lecture} viewer={viewer} />
            )}
            {change && <span className="lecture-change"> {change}</span>}
          </li>
        );
      })}
    </ol>
  );
}
