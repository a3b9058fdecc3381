import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { type TaughtClass, taughtClassSchema } from '#shared/schemas/teaching';
import { readStored, writeStored } from '../../api/storage';
import { taughtClassName } from '../../components/taughtClassName';
import './taught-class-picker.css';

/* The class last chosen, so a teacher's next visit opens on it (this browser only). */
const LAST_CLASS_KEY = 'attendanceClass';

/** One assignment among a Faculty member's: its class and its subject (a class taught twice is two). */
export const taughtKey = (taught: TaughtClass) => `${classKey(taught)}#${taught.subject ?? ''}`;

/** The class alone, as the roster, the records and the export ask for it. */
export const studentClassOf = ({ branch, year, division }: TaughtClass): StudentClass => ({
  branch,
  year,
  division,
});

/**
 * The assignment a visit opens on: the one last chosen in this browser while it is still assigned
 * (else another subject of that class; a class stored before subjects has none), otherwise the first.
 */
export function openingClass(classes: readonly TaughtClass[]): string | undefined {
  const first = classes[0];
  if (!first) return undefined;
  try {
    const stored = taughtClassSchema.safeParse(JSON.parse(readStored(LAST_CLASS_KEY) ?? 'null'));
    if (!stored.success) return taughtKey(first);
    const same = classes.filter((taught) => classKey(taught) === classKey(stored.data));
    return taughtKey(same.find((taught) => taught.subject === stored.data.subject) ?? same[0] ?? first);
  } catch {
    return taughtKey(first);
  }
}

export const rememberClass = (taught: TaughtClass) => writeStored(LAST_CLASS_KEY, JSON.stringify(taught));

/** The Faculty member's assigned classes to choose from, by class and subject. */
export function TaughtClassPicker({
  classes,
  value,
  onChange,
}: {
  readonly classes: readonly TaughtClass[];
  /** The chosen assignment's `taughtKey`. */
  readonly value: string;
  readonly onChange: (taught: TaughtClass) => void;
}) {
  return (
    <div className="field taught-class-picker">
      <label htmlFor="mark-class">Class</label>
      <select
        id="mark-class"
        name="class"
        value={value}
        onChange={(event) => {
          const chosen = classes.find((taught) => taughtKey(taught) === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {classes.map((taught) => (
          <option key={taughtKey(taught)} value={taughtKey(taught)}>
            {taughtClassName(taught)}
          </option>
        ))}
      </select>
    </div>
  );
}
