/*
 * What one RDS Data API call may carry: AWS ends a call whose response passes 1 MiB, and refuses a
 * request over 4 MiB (headers and JSON included). A statement of the search database that moves
 * many rows (a note's passages with their vectors, its cached embeddings) is cut into calls that
 * stay well under both, so no note is too large to index or to index again (decision 40).
 */
export const DATA_API_RESPONSE_LIMIT = 1024 * 1024;
export const DATA_API_REQUEST_LIMIT = 4 * 1024 * 1024;

/*
 * Aimed at per call: half the response limit and a quarter of the request limit, so the SQL, the
 * headers and a misjudged row never bring a call near AWS's line.
 */
export const RESPONSE_BUDGET = DATA_API_RESPONSE_LIMIT / 2;
export const REQUEST_BUDGET = DATA_API_REQUEST_LIMIT / 4;

/* The embeddings' dimension: the pgvector columns' (schema.ts, migration 2) and Titan's as asked. */
export const VECTOR_DIMENSIONS = 256;

/*
 * The longest a vector's element prints as pgvector's text: a float4 in its shortest round-trip
 * form has at most 9 significant digits, so a sign, the digits, a point and an exponent ("e-38")
 * make 15 characters, and a comma follows. Read as JSON records, a row also carries its column
 * names, its other columns and the quotes escaped once more inside `formattedRecords`.
 */
const VECTOR_ELEMENT_TEXT_BYTES = 16;
const RECORD_OVERHEAD_BYTES = 256;

/** The most rows holding one vector as text (and a few short columns) one read may return. */
export const VECTOR_ROWS_PER_READ = Math.floor(
  RESPONSE_BUDGET / (2 + VECTOR_DIMENSIONS * VECTOR_ELEMENT_TEXT_BYTES + RECORD_OVERHEAD_BYTES),
);

/* What a row adds to a request as one element of a JSON parameter: JSON inside the body's JSON. */
const requestBytesOf = (row: unknown) => Buffer.byteLength(JSON.stringify(JSON.stringify(row)));

/* Room in a request for what is not its rows: the SQL, the other parameters, the signed headers. */
const STATEMENT_BYTES = 64 * 1024;

/**
 * `rows` cut, in order, into groups of at most `most` whose JSON, with the statement around it,
 * fits REQUEST_BUDGET, one group a statement; a row larger than that alone goes in a group of its own.
 */
export function withinRequestBudget<Row>(rows: readonly Row[], most: number): Row[][] {
  const groups: Row[][] = [];
  let group: Row[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = requestBytesOf(row);
    if (group.length > 0 && (group.length >= most || bytes + size > REQUEST_BUDGET - STATEMENT_BYTES)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(row);
    bytes += size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
