import { describe, expect, it } from 'vitest';
import { toPositional } from './parameters';

const value = (parameter: { name: string; value: unknown }) => parameter.value;

describe("the Data API stand-in's named parameters", () => {
  it('numbers each name once, in order, and leaves casts alone', () => {
    const converted = toPositional(
      'SELECT :b::jsonb, :a::text WHERE x = :b AND y::int = 1',
      [
        { name: 'a', value: 'first' },
        { name: 'b', value: '[]' },
      ],
      value,
    );
    expect(converted).toEqual({
      sql: 'SELECT $1::jsonb, $2::text WHERE x = $1 AND y::int = 1',
      values: ['[]', 'first'],
    });
  });

  it('refuses a statement naming a parameter nobody gave, as the Data API does', () => {
    expect(() => toPositional('SELECT :missing', [], value)).toThrow(':missing');
  });
});
