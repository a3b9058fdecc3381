import type { PostText } from './postText';

/** A post's heading, event date-time and body, under the field names of docs/requirements.md#alumni. */
export function PostTextFields(props: {
  readonly idPrefix: string;
  readonly value: PostText;
  readonly onChange: (value: PostText) => void;
}) {
  const { idPrefix, value, onChange } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}heading`}>Heading</label>
        <input
          id={`${idPrefix}heading`}
          name="heading"
          required
          maxLength={150}
          value={value.heading}
          onChange={(e) => onChange({ ...value, heading: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}date`}>Date and time</label>
        <input
          id={`${idPrefix}date`}
          name="date"
          type="datetime-local"
          required
          value={value.date}
          onChange={(e) => onChange({ ...value, date: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}body`}>Body</label>
        <textarea
          id={`${idPrefix}body`}
          name="body"
          rows={6}
          required
          maxLength={10_000}
          value={value.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
        />
      </div>
    </>
  );
}
