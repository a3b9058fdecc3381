/*
 * The Data API's named parameters (`:name`) as PostgreSQL's positional ones ($1 …). A cast
 * (`::jsonb`) is not a parameter; a name used twice is one value.
 */
const NAMED = /(?<![:\w]):([A-Za-z_]\w*)/g;

export function toPositional<P extends { readonly name: string }>(
  sql: string,
  parameters: readonly P[],
  parameterValue: (parameter: P) => unknown,
): { sql: string; values: unknown[] } {
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const positions = new Map<string, number>();
  const values: unknown[] = [];
  const text = sql.replace(NAMED, (_match, name: string) => {
    const parameter = byName.get(name);
    if (!parameter) throw new Error(`The statement names :${name}, which no parameter gives`);
    let position = positions.get(name);
    if (position === undefined) {
      values.push(parameterValue(parameter));
      position = values.length;
      positions.set(name, position);
    }
    return `$${position}`;
  });
  return { sql: text, values };
}
