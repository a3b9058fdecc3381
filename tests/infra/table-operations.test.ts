import { describe, expect, it } from 'vitest';
import { operationMismatches } from './grants';
import { load } from './source-modules';
import { OBJECT_HELPERS, projectFiles, type SourceFiles, STORAGE, tableOperations } from './table-operations';

/* A function of a few files of its own; the project's helpers (functions/lib) are the real ones. */
const withFiles =
  (files: Record<string, string>): SourceFiles =>
  (path) =>
    files[path] ?? projectFiles(path);

const imports = `
import { DeleteCommand, PutCommand, BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/lib/clients/dynamo';
import { tableName } from '../functions/lib/env';
import { queryPage } from '../functions/lib/query-page';
import { getItem, scanAll } from '../functions/lib/stored-items';
`;

/*
 * What decision 21's reading attributes: each operation to the table its arguments name, only in
 * code the entry reaches, and a grant the code never uses is reported as surely as a missing one.
 */
describe('table operations read from the code', () => {
  it('finds each command and helper call with its table, and reports grants unused or missing', () => {
    const files = withFiles({
      'fake/handler.ts': `${imports}
        export const handler = async () => {
          await getItem({ table: tableName('rooms'), key: { code: 'a' }, item: schema });
          await scanAll({ table: tableName('rooms'), item: schema });
          await dynamo().send(new PutCommand({ TableName: tableName('rooms'), Item: {} }));
        };`,
    });
    const use = tableOperations('fake/handler.ts', files);
    expect([...use.uses].sort()).toEqual(['rooms get', 'rooms put', 'rooms scan']);
    expect(operationMismatches(use, { tables: { rooms: ['get', 'scan', 'batchWrite'] } })).toEqual([
      'is granted rooms batchWrite, unused',
      'performs rooms put, not granted',
    ]);
  });

  it("names a query of an index as query:<index>, and follows a batch's tables through local names", () => {
    const files = withFiles({
      'fake/handler.ts': `${imports}
        const TASKS = () => tableName('gptTasks');
        export async function handler(userId: string, login: string) {
          await queryPage({ table: tableName('gptTasks'), index: 'byOwner', partition: userId, item: schema });
          const users = tableName('users');
          let requests = { [TASKS()]: { Keys: [] }, [users]: { Keys: [{ login }] } };
          requests = (await dynamo().send(new BatchGetCommand({ RequestItems: requests }))).UnprocessedKeys ?? {};
        }`,
    });
    const use = tableOperations('fake/handler.ts', files);
    expect([...use.uses].sort()).toEqual(['gptTasks batchGet', 'gptTasks query:byOwner', 'users batchGet']);
    expect(
      operationMismatches(use, { tables: { gptTasks: ['batchGet', 'query'], users: ['batchGet'] } }),
    ).toEqual(['is granted gptTasks query, unused', 'performs gptTasks query:byOwner, not granted']);
  });

  it('counts only what the entry reaches: of a module handed on whole, the exports it calls', () => {
    const files = withFiles({
      'fake/repository.ts': `${imports}
        export const save = () => dynamo().send(new PutCommand({ TableName: tableName('rooms'), Item: {} }));
        export const remove = () => dynamo().send(new DeleteCommand({ TableName: tableName('rooms'), Key: {} }));
        export const everything = () => scanAll({ table: tableName('faculty'), item: schema });`,
      'fake/handler.ts': `
        import * as rooms from './repository';
        const deps = { rooms };
        export const handler = () => removeRoom(deps);
        const removeRoom = (d: { rooms: Pick<typeof rooms, 'remove'> }) => d.rooms.remove();`,
    });
    expect([...tableOperations('fake/handler.ts', files).uses]).toEqual(['rooms delete']);
  });

  it('counts of named functions handed on in a deps object only those the code calls', () => {
    const files = withFiles({
      'fake/repository.ts': `${imports}
        export const save = () => dynamo().send(new PutCommand({ TableName: tableName('rooms'), Item: {} }));
        export const remove = () => dynamo().send(new DeleteCommand({ TableName: tableName('rooms'), Key: {} }));`,
      'fake/handler.ts': `
        import { remove, save } from './repository';
        const deps = { rooms: { save, remove } };
        export const handler = () => removeRoom(deps);
        const removeRoom = (d: typeof deps) => d.rooms.remove();`,
    });
    expect([...tableOperations('fake/handler.ts', files).uses]).toEqual(['rooms delete']);
  });

  it('refuses a command whose table it cannot tell and an operation no grant can name', () => {
    const files = withFiles({
      'fake/handler.ts': `${imports}
        import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
        export const handler = (table: string) => Promise.all([
          dynamo().send(new DeleteCommand({ TableName: table, Key: {} })),
          dynamo().send(new TransactWriteCommand({ TransactItems: [] })),
        ]);`,
    });
    const use = tableOperations('fake/handler.ts', files);
    expect(operationMismatches(use, { tables: { rooms: ['delete'] } })).toEqual([
      'fake/handler.ts: TransactWriteCommand is no operation a grant can name',
      "fake/handler.ts:10: delete on a table it does not name with tableName('…')",
      'is granted rooms delete, unused',
    ]);
  });

  it('counts object operations through storage.ts, and reports an object grant no code uses', () => {
    const files = withFiles({
      'fake/handler.ts': `
        import { bucketName } from '../functions/lib/env';
        import * as storage from '../functions/uploads/storage';
        const deps = { storage };
        export const handler = (key: string) => deps.storage.deleteObject(bucketName('media'), key);`,
    });
    const use = tableOperations('fake/handler.ts', files);
    expect([...use.objects]).toEqual(['delete']);
    expect(operationMismatches(use, { buckets: { media: { get: ['media/'], delete: ['media/'] } } })).toEqual(
      ['is granted object get, unused'],
    );
    expect(operationMismatches(use, { buckets: { media: { put: ['media/'] } } })).toEqual([
      'is granted object put, unused',
      'performs object delete, granted on no bucket',
    ]);
  });

  it('knows the object operation of every function storage.ts exports', () => {
    const exported = [...load(projectFiles, STORAGE).exports.keys()];
    expect(exported.filter((name) => !Object.hasOwn(OBJECT_HELPERS, name))).toEqual([]);
  });
});
