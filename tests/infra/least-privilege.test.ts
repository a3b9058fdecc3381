import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS } from '#shared/constants/file-kinds';
import type { BucketId } from '../../functions/lib/resources/buckets';
import { type BucketGrant, TABLE_ACTIONS, type TableOperation } from '../../functions/lib/resources/grants';
import { API_FUNCTIONS, BACKGROUND_FUNCTIONS, type FunctionDefinition } from '../../functions/registry';
import { finalKey, incomingKey } from '../../functions/uploads/buckets';
import { extractedTextKey } from '../../functions/uploads/extracted-text';
import { DATA_API_ACTIONS, dataApiActionsOf } from '../../infra/constructs/grant-resources';
import { API_STACK_FUNCTIONS } from '../support/lambda-bundle';
import { campusSynth } from './synth';

type Statement = { Action: string | string[]; Resource: unknown };
type Policy = { Properties: { PolicyDocument: { Statement: Statement[] } } };

const actionsOf = (statement: Statement) => [statement.Action].flat();
/* A resource as text: `<export>/extracted/*` for Fn::Join of an imported ARN and a suffix. */
const resourceText = (resource: unknown): string =>
  JSON.stringify(resource)
    .replace(/\{"Fn::Join":\["",\[\{"Fn::ImportValue":"([^"]+)"\},"([^"]*)"\]\]\}/g, '$1$2')
    .replace(/\{"Fn::ImportValue":"([^"]+)"\}/g, '$1')
    // A table's ARN, exported by CampusData under a generated name, as the table's id.
    .replace(/CampusData:ExportsOutputFnGetAtt(\w+?)Table[0-9A-F]{8}Arn[0-9A-F]{8}/g, '$1');
const resourcesOf = (statement: Statement): string[] =>
  [statement.Resource].flat().map((resource) => resourceText(resource).replace(/^"|"$/g, ''));

/*
 * Decision 21: each role holds the actions its function's code performs (the grants test reads the
 * code), so Scan and Batch* sit only where the code scans or batches, and object writes only under
 * the prefixes the function writes.
 */
describe('least privilege in the template', () => {
  let policies: [string, Policy][];
  beforeAll(() => {
    const { api }: { api: Template } = campusSynth();
    policies = Object.entries(api.findResources('AWS::IAM::Policy') as Record<string, Policy>);
  });
  const statementsOf = (name: string) => {
    const found = policies.filter(([id]) => new RegExp(`^${name}FunctionRoleDefaultPolicy`).test(id));
    expect(found, name).toHaveLength(1);
    return found[0]?.[1].Properties.PolicyDocument.Statement ?? [];
  };
  const holders = (action: string) =>
    API_STACK_FUNCTIONS.filter(({ name }) => statementsOf(name).some((s) => actionsOf(s).includes(action)))
      .map(({ name }) => name)
      .sort();

  it("gives each function's role exactly the DynamoDB actions of the operations it declares", () => {
    for (const { name, definition } of API_STACK_FUNCTIONS) {
      const declared = Object.values(definition.resources.tables ?? {}).flatMap((grant) =>
        [grant ?? []].flat().map((operation) => TABLE_ACTIONS[operation.split(':')[0] as TableOperation]),
      );
      const held = statementsOf(name)
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('dynamodb:'));
      expect(new Set(held), name).toEqual(new Set(declared));
    }
  });

  it('lets only the three directories read whole (departments, faculty, rooms) scan', () => {
    expect(holders('dynamodb:Scan')).toEqual(['departments', 'faculty', 'rooms']);
  });

  it('lets only the functions that write in batches batch-write', () => {
    expect(holders('dynamodb:BatchWriteItem')).toEqual([
      'attendance',
      'auth',
      'forum',
      'rosterImport',
      'users',
    ]);
  });

  it('queries an index only by its own ARN, never index/* or every index of a table', () => {
    for (const [, policy] of policies)
      for (const statement of policy.Properties.PolicyDocument.Statement)
        for (const resource of resourcesOf(statement)) expect(resource).not.toMatch(/\/index\/\*/);
    const users = statementsOf('users').flatMap(resourcesOf);
    expect(users.filter((resource) => resource.includes('/index/')).sort()).toEqual([
      'users/index/byUserId',
      'users/index/pendingByDate',
      // A class change recounts both classes' students for the Admin's dashboard (decision 55).
      'users/index/studentsByClass',
    ]);
  });

  it('lets the ingest function read notes and attachments and write no object, the GPT worker read no object', () => {
    const objects = (id: string, action: string) =>
      statementsOf(id)
        .filter((s) => actionsOf(s).includes(action))
        .flatMap(resourcesOf)
        .sort();
    // Passages live in the search database (decision 28), not in objects.
    expect(objects('gptIngest', 's3:PutObject')).toEqual([]);
    expect(objects('gptIngest', 's3:DeleteObject')).toEqual([]);
    expect(objects('gptIngest', 's3:GetObject')).toEqual([
      'CampusData-filesBucketArn/gptAttachment/*',
      'CampusData-filesBucketArn/note/*',
    ]);
    expect(objects('gptWorker', 's3:PutObject')).toEqual([]);
    expect(objects('gptWorker', 's3:DeleteObject')).toEqual([]);
    expect(objects('gptWorker', 's3:GetObject')).toEqual([]);
  });

  it("keeps each role's inline policy under IAM's 10,240 characters, with ARNs of a deployed length", () => {
    // A deployed table ARN with CloudFormation's generated name is about 90 characters.
    const arn = 'arn:aws:dynamodb:ap-south-1:123456789012:table/CampusData-usersTable12EF4ADD-1A2B3C4D5E6F7';
    for (const [id, policy] of policies) {
      const document = JSON.stringify(policy.Properties.PolicyDocument)
        .replace(/\{"Fn::ImportValue":"[^"]+"\}/g, `"${arn}"`)
        .replace(/\{"Fn::GetAtt":\["[^"]+","Arn"\]\}/g, `"${arn}"`)
        .replace(/\{"Ref":"[^"]+"\}/g, `"${arn}"`);
      expect(document.length, id).toBeLessThan(10_240);
    }
  });

  it('lets exactly the functions that declare searchDatabase call the Data API, on the search cluster alone', () => {
    const declared = API_STACK_FUNCTIONS.filter(({ definition }) => definition.resources.searchDatabase)
      .map(({ name }) => name)
      .sort();
    expect(declared).toContain('searchMigrations');
    for (const action of DATA_API_ACTIONS)
      expect(holders(action), action).toEqual(
        API_STACK_FUNCTIONS.filter(({ definition }) =>
          dataApiActionsOf(definition.resources).includes(action),
        )
          .map(({ name }) => name)
          .sort(),
      );
    expect(holders('rds-data:ExecuteStatement')).toEqual(declared);
    for (const [id, policy] of policies)
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        const actions = actionsOf(statement).filter((action) => action.startsWith('rds-data:'));
        if (actions.length === 0) continue;
        expect(
          actions.every((action) => (DATA_API_ACTIONS as readonly string[]).includes(action)),
          id,
        ).toBe(true);
        expect(resourcesOf(statement), id).toEqual([
          expect.stringMatching(/:cluster:.*CampusData:ExportsOutputRefSearchDatabaseCluster/),
        ]);
      }
  });

  it('lets no function put or delete anywhere in a bucket, outside its prefixes', () => {
    for (const [id, policy] of policies)
      for (const statement of policy.Properties.PolicyDocument.Statement)
        if (actionsOf(statement).some((action) => action === 's3:PutObject' || action === 's3:DeleteObject'))
          for (const resource of resourcesOf(statement)) expect(resource, id).not.toMatch(/BucketArn\/\*$/);
  });
});

/* The prefixes above are where the code's own key builders put each object. */
describe('object keys under the prefixes the grants name', () => {
  const id = '0b6e2c1e-5f7a-4f57-9d3c-3a1f0c2b9e10';
  const granted = (fn: FunctionDefinition, bucket: BucketId, operation: keyof BucketGrant) => {
    const grant = fn.resources.buckets?.[bucket];
    return typeof grant === 'object' ? (grant[operation] ?? []) : [];
  };
  const under = (key: string, prefixes: readonly string[]) =>
    prefixes.some((prefix) => key.startsWith(prefix));

  it('puts each kind where the files group may put it, and takes uploads from incoming/', () => {
    const files = API_FUNCTIONS.files;
    for (const [kind, { bucket }] of Object.entries(FILE_KINDS)) {
      expect(under(finalKey(kind, id, bucket), granted(files, bucket, 'put')), kind).toBe(true);
      expect(under(incomingKey(id), granted(files, bucket, 'get')), kind).toBe(true);
      expect(under(incomingKey(id), granted(files, bucket, 'delete')), kind).toBe(true);
    }
  });

  it("gives ingestion its notes and attachments, the GPT worker their passages, and the other readers and deleters their kind's keys", () => {
    const ingest = BACKGROUND_FUNCTIONS.gptIngest;
    const worker = BACKGROUND_FUNCTIONS.gptWorker;
    for (const key of [finalKey('note', id, 'files'), finalKey('gptAttachment', id, 'files')])
      expect(under(key, granted(ingest, 'files', 'get')), key).toBe(true);
    expect(under(finalKey('note', id, 'files'), granted(worker, 'files', 'get'))).toBe(false);
    expect(under(finalKey('note', id, 'files'), granted(ingest, 'files', 'put'))).toBe(false);
    expect(
      under(finalKey('roster', id, 'files'), granted(BACKGROUND_FUNCTIONS.rosterImport, 'files', 'get')),
    ).toBe(true);
    expect(under(finalKey('note', id, 'files'), granted(API_FUNCTIONS.notes, 'files', 'delete'))).toBe(true);
    expect(under(extractedTextKey(id), granted(API_FUNCTIONS.notes, 'files', 'delete'))).toBe(true);
    expect(under(finalKey('calendar', id, 'media'), granted(API_FUNCTIONS.calendar, 'media', 'delete'))).toBe(
      true,
    );
    expect(under(finalKey('forumImage', id, 'media'), granted(API_FUNCTIONS.forum, 'media', 'delete'))).toBe(
      true,
    );
  });
});
