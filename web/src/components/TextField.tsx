export interface TextFieldProps {
  readonly name: string;
  /** The input's id, when its name is not unique on the page; the name otherwise. */
  readonly id?: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'password' | 'date' | 'email' | 'time' | 'number';
  readonly autoComplete?: string;
}

export function TextField({
  name,
  id = name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
      />
    </div>
  );
}
