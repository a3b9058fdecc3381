import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataApiActionsOf } from '../../infra/constructs/grant-resources';
import { PROJECT_ROOT } from '../../infra/definitions/functions';
import { API_STACK_FUNCTIONS, bundleLambda } from '../support/lambda-bundle';
import {
  DATA_API_CLIENT,
  dataApiCallsIn,
  grantMismatches,
  operationMismatches,
  referencesIn,
} from './grants';
import { tableOperations } from './table-operations';

/* Each function is bundled once for every test of it here. */
const bundles = new Map<string, ReturnType<typeof bundleLambda>>();
const bundled = (entry: string) => {
  const known = bundles.get(entry) ?? bundleLambda(entry);
  bundles.set(entry, known);
  return known;
};

/*
 * The project's own files in a bundle (dependencies read only the SDK's own settings), and the
 * modules the bundle leaves to the runtime (the AWS SDK's clients, LAMBDA_EXTERNAL_MODULES).
 */
async function ownSources(entry: string) {
  const { metafile } = await bundled(entry);
  // The files whose code is in the bundle: an index's module none of whose exports are used is not.
  const inBundle = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs).flatMap(([path, input]) => (input.bytesInOutput > 0 ? [path] : [])),
    ),
  );
  const paths = Object.keys(metafile.inputs).filter(
    (path) => inBundle.has(path) && !path.includes('node_modules'),
  );
  const externals = paths.flatMap((path) =>
    (metafile.inputs[path]?.imports ?? []).flatMap((imported) => (imported.external ? [imported.path] : [])),
  );
  const files = await Promise.all(
    paths.map(async (path) => ({ path, text: await readFile(join(PROJECT_ROOT, path), 'utf8') })),
  );
  return { files, externals: [...new Set(externals)] };
}

/*
 * The emulators ignore IAM, so this is what stands between a missing grant and an AccessDenied
 * on AWS: each function's bundle is read for the tables, buckets, queues and settings it names.
 */
describe('grants beside the code', () => {
  it.each(API_STACK_FUNCTIONS.map(({ name, definition }) => ({ name, definition })))(
    '$name uses exactly what its resources.ts grants',
    async ({ definition }) => {
      const { files, externals } = await ownSources(definition.entry);
      const references = referencesIn(files, externals);
      expect(references.resources.size + references.env.size).toBeGreaterThan(0);
      expect(grantMismatches(references, definition.resources)).toEqual([]);
    },
  );

  it.each(API_STACK_FUNCTIONS.map(({ name, definition }) => ({ name, definition })))(
    '$name performs exactly the table operations its resources.ts grants',
    ({ definition }) => {
      expect(operationMismatches(tableOperations(definition.entry), definition.resources)).toEqual([]);
    },
  );

  it.each(API_STACK_FUNCTIONS.map(({ name, definition }) => ({ name, definition })))(
    '$name is granted exactly the Data API calls its bundle makes',
    async ({ definition }) => {
      const { code } = await bundled(definition.entry);
      expect(dataApiCallsIn(code)).toEqual([...dataApiActionsOf(definition.resources)]);
    },
  );

  it('reads the Data API calls from a bundle: the commands made of its client, no others', () => {
    const code =
      'var a=require("@aws-sdk/client-dynamodb");var $e=require("@aws-sdk/client-rds-data");' +
      'new a.GetItemCommand({});new $e.ExecuteStatementCommand({});new $e.BeginTransactionCommand({});' +
      'new x$e.CommitTransactionCommand({});';
    expect(dataApiCallsIn(code)).toEqual(['rds-data:BeginTransaction', 'rds-data:ExecuteStatement']);
    expect(dataApiCallsIn('new a.ExecuteStatementCommand({})')).toEqual([]);
  });

  it('reports a table used without a grant, a grant not used, and a name it cannot read', () => {
    const references = referencesIn([
      { path: 'a.ts', text: "const t = tableName('users'); const b = bucketName(kind);" },
    ]);
    expect(grantMismatches(references, { tables: { accountSessions: ['get'] } })).toEqual([
      'is granted table accountSessions, unused',
      'names a resource that is not a literal: a.ts: bucketName(…',
      'uses table users, not granted',
    ]);
  });

  it('ties settings to their grants: the signing key, mail, the origin secret, unknown variables', () => {
    const references = referencesIn([
      {
        path: 'b.ts',
        text: "process.env.JWT_SECRET_ARN; requireEnv('MAIL_FROM_ADDRESS'); process.env['ODD']; process.env.ORIGIN_SECRET_ARN",
      },
    ]);
    expect(grantMismatches(references, {})).toEqual([
      'reads JWT_SECRET_ARN but is not granted signingKey',
      'reads MAIL_FROM_ADDRESS but is not granted sendsMail',
      'reads ODD, which no grant sets',
      'reads ORIGIN_SECRET_ARN but is not granted originSecret',
    ]);
  });

  it('ties the RDS Data API and the search database’s variables to searchDatabase, both ways', () => {
    const dataApiUser = [
      {
        path: 'functions/lib/search-database.ts',
        text: "import { RDSDataClient } from '@aws-sdk/client-rds-data';\nconst arn = requireEnv(SEARCH_DATABASE_ENV.clusterArn); SEARCH_DATABASE_ENV.secretArn; SEARCH_DATABASE_ENV.database;",
      },
    ];
    const user = referencesIn(dataApiUser, ['@aws-sdk/client-dynamodb', DATA_API_CLIENT]);
    expect(user.dataApi).toBe(true);
    expect([...user.env].sort()).toEqual(['SEARCH_DB_CLUSTER_ARN', 'SEARCH_DB_NAME', 'SEARCH_DB_SECRET_ARN']);
    expect(grantMismatches(user, { searchDatabase: true })).toEqual([]);
    expect(grantMismatches(user, {})).toEqual([
      'calls the RDS Data API (@aws-sdk/client-rds-data) but is not granted searchDatabase',
      'reads SEARCH_DB_CLUSTER_ARN but is not granted searchDatabase',
      'reads SEARCH_DB_NAME but is not granted searchDatabase',
      'reads SEARCH_DB_SECRET_ARN but is not granted searchDatabase',
    ]);
    // Granted, but the bundle never calls the Data API: more privilege than the code needs.
    const other = referencesIn([{ path: 'c.ts', text: "tableName('users')" }], ['@aws-sdk/client-dynamodb']);
    expect(grantMismatches(other, { tables: { users: ['get'] }, searchDatabase: true })).toEqual([
      'is granted searchDatabase, but its bundle never calls the RDS Data API (@aws-sdk/client-rds-data)',
    ]);
    expect(referencesIn([{ path: 'd.ts', text: 'SEARCH_DATABASE_ENV.host' }]).dynamic).toEqual([
      'd.ts: SEARCH_DATABASE_ENV.host',
    ]);
  });
});
