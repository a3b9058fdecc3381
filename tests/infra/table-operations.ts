import ts from 'typescript';
import type { TableOperation } from '../../functions/lib/resources/grants';
import {
  isPropertyName,
  isTypeOnly,
  load,
  type Module,
  projectFiles,
  type SourceFiles,
} from './source-modules';
import { literal, origins, propertyValues, tablesOf } from './value-origins';

export { projectFiles, type SourceFiles };

/*
 * Which DynamoDB operations a function's code performs on which table, read from its source
 * (decision 21). From the entry's `handler`, every top-level declaration the code refers to is
 * followed through imports; a namespace import handed on as a value (`deps = { accounts }`)
 * brings only the exports whose names the reached code mentions. In each reached declaration an
 * operation is a DynamoDB command (`new QueryCommand(…)`, `paginateScan(…)`) or a call of a helper
 * below; its table is the `tableName('x')` its arguments name, directly or through the local
 * variables and functions they use.
 */

/** The SDK's commands, by the operation they need. */
const COMMANDS: Record<string, TableOperation> = {
  GetCommand: 'get',
  GetItemCommand: 'get',
  BatchGetCommand: 'batchGet',
  BatchGetItemCommand: 'batchGet',
  QueryCommand: 'query',
  paginateQuery: 'query',
  ScanCommand: 'scan',
  paginateScan: 'scan',
  PutCommand: 'put',
  PutItemCommand: 'put',
  UpdateCommand: 'update',
  UpdateItemCommand: 'update',
  DeleteCommand: 'delete',
  DeleteItemCommand: 'delete',
  BatchWriteCommand: 'batchWrite',
  BatchWriteItemCommand: 'batchWrite',
};
const DYNAMODB_MODULES = new Set(['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb']);

/**
 * Helpers that take the table from their caller: the operation each performs. Inside these files
 * (and only there) a command may send to a table it does not name, and only these operations.
 */
export const TABLE_HELPERS: Record<string, Record<string, TableOperation>> = {
  'functions/lib/stored-items.ts': { getItem: 'get', scanAll: 'scan' },
  'functions/lib/query-page.ts': { queryPage: 'query', countItems: 'query', countUpTo: 'query' },
  'functions/lib/put-if-absent.ts': { putIfAbsent: 'put' },
  'functions/lib/lease.ts': { leases: 'update' },
  'functions/lib/batch-get.ts': { batchGetAcross: 'batchGet', getTogether: 'batchGet' },
  'functions/lib/change-stamps.ts': { readStamps: 'batchGet' },
};
type Import = { readonly from: string; readonly name: string };
const HELPER_CALLS = new Map(Object.values(TABLE_HELPERS).flatMap((helpers) => Object.entries(helpers)));

/** The object operations of functions/uploads/storage.ts, through which all S3 access goes. */
export const OBJECT_HELPERS: Record<string, readonly ObjectOperation[]> = {
  firstBytes: ['get'],
  objectChunks: ['get'],
  objectSize: ['get'],
  presignDownload: ['get'],
  copyObject: ['get', 'put'],
  putObject: ['put'],
  presignUpload: ['put'],
  deleteObject: ['delete'],
};
export type ObjectOperation = 'get' | 'put' | 'delete';
export const STORAGE = 'functions/uploads/storage.ts';
const S3_CLIENT = 'functions/lib/clients/s3.ts';

export interface TableUse {
  /** `table operation`, a query of an index as `table query:index`. */
  readonly uses: ReadonlySet<string>;
  /** Object operations, on whichever bucket: a function's object grants are checked per operation. */
  readonly objects: ReadonlySet<ObjectOperation>;
  readonly problems: readonly string[];
}

/*
 * A top-level statement that does something when its module loads: not a declaration, or one
 * whose value is made by a call (`const processor = new BatchProcessor(…)`).
 */
const runsOnLoad = (statement: ts.Statement): boolean => {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.some((declaration) => {
      let value = declaration.initializer;
      while (value && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value)))
        value = value.expression;
      return value !== undefined && (ts.isCallExpression(value) || ts.isNewExpression(value));
    });
  return !(
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isImportDeclaration(statement) ||
    isTypeOnly(statement)
  );
};

/*
 * The action a group's handler runs for a route: the property named by the route's id in the
 * object of actions it hands createGroupHandler.
 */
function actionOf(module: Module, routeId: string): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createGroupHandler'
    ) {
      const actions = node.arguments[1];
      if (actions && ts.isObjectLiteralExpression(actions))
        found = actions.properties.find((property) => property.name?.getText() === routeId);
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of module.declarations.get('handler') ?? []) visit(statement);
  return found;
}

/**
 * The table operations reachable from a function's entry, and what could not be attributed; with
 * `routeId`, from the one action its group handler runs for that route.
 */
export function tableOperations(
  entry: string,
  files: SourceFiles = projectFiles,
  routeId?: string,
): TableUse {
  const uses = new Set<string>();
  const objects = new Set<ObjectOperation>();
  const problems = new Set<string>();
  const reached = new Set<ts.Statement>();
  const mentioned = new Set<string>();
  const open = new Set<string>();
  const handedOn: [Import, string][] = [];
  const queue: [Module, ts.Statement][] = [];
  const reach = (module: Module, name: string): void => {
    for (const statement of module.declarations.get(name) ?? []) {
      if (!reached.has(statement)) queue.push([module, statement]);
      reached.add(statement);
    }
  };
  const reachExport = (path: string, name: string, depth = 0): void => {
    if (!path.endsWith('.ts') || depth > 10) return; // a package: not the project's code
    const module = load(files, path);
    const exported = module.exports.get(name);
    if (exported?.local) reach(module, exported.local);
    else if (exported?.from) reachExport(exported.from, exported.name ?? name, depth + 1);
    else for (const from of module.starExports) reachExport(from, name, depth + 1);
  };

  /*
   * `import { accounts } from '../accounts'` of an index's `export * as accounts from './accounts'`
   * is a namespace import of that module.
   */
  const throughIndex = (imported: Import | undefined, depth = 0): Import | undefined => {
    if (!imported || imported.name === '*' || !imported.from.endsWith('.ts') || depth > 10) return imported;
    const exported = load(files, imported.from).exports.get(imported.name);
    if (!exported?.from) return imported;
    if (exported.name === '*') return { from: exported.from, name: '*' };
    const behind = throughIndex({ from: exported.from, name: exported.name ?? imported.name }, depth + 1);
    return behind?.name === '*' ? behind : imported;
  };

  /* One operation: its table is what the argument `options` gives `keys`, or the argument itself. */
  const site = (module: Module, node: ts.Node, operation: TableOperation, options: ts.Node | undefined) => {
    const helper = TABLE_HELPERS[module.path];
    const where = `${module.path}:${module.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const objects = options ? origins(module, options) : [];
    const at = (...keys: string[]) =>
      keys.flatMap((key) => objects.flatMap((object) => propertyValues(module, object, key)));
    const isObject = objects.some(ts.isObjectLiteralExpression);
    const tables = tablesOf(module, isObject ? at('TableName', 'RequestItems', 'table') : objects);
    if (tables.size === 0) {
      if (!helper || !Object.values(helper).includes(operation))
        problems.add(`${where}: ${operation} on a table it does not name with tableName('…')`);
      return;
    }
    const indexValues = operation === 'query' && isObject ? at('index', 'IndexName') : [];
    const indexes = indexValues.map(literal);
    if (indexes.some((index) => index === undefined))
      problems.add(`${where}: a query of an index whose name it cannot follow to a literal`);
    for (const table of tables)
      if (indexes.length === 0) uses.add(`${table} ${operation}`);
      else for (const index of indexes) uses.add(`${table} query:${index}`);
  };

  const walk = (module: Module, node: ts.Node): void => {
    if (isTypeOnly(node)) return;
    if (ts.isIdentifier(node)) {
      // A named import handed on in a deps object (`records: { findFile }`) is reached once the
      // code mentions it (`deps.records.findFile(…)`), as a namespace's exports are: each route's
      // action then holds only the calls it makes, as it did when a group handed on a module.
      const handed =
        ts.isShorthandPropertyAssignment(node.parent) && throughIndex(module.imports.get(node.text));
      if (handed && handed.name !== '*') {
        handedOn.push([handed, node.text]);
        return;
      }
      mentioned.add(node.text);
      if (!isPropertyName(node) || ts.isShorthandPropertyAssignment(node.parent)) {
        reach(module, node.text);
        const imported = throughIndex(module.imports.get(node.text));
        const parent = node.parent;
        if (imported?.name !== '*') {
          if (imported) reachExport(imported.from, imported.name);
        } else if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
          reachExport(imported.from, parent.name.text);
        } else if (imported.from.endsWith('.ts')) open.add(imported.from);
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      problems.add(`${module.path}: a dynamic import, which this reading does not follow`);
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const imported = ts.isIdentifier(callee) ? module.imports.get(name) : undefined;
      if (imported && DYNAMODB_MODULES.has(imported.from)) {
        const operation = COMMANDS[imported.name];
        // paginateScan({ client }, { TableName }): the table is in the second argument.
        const options = node.arguments?.[/^paginate/.test(imported.name) ? 1 : 0];
        if (operation) site(module, node, operation, options);
        else if (/Command$|^paginate/.test(imported.name))
          problems.add(`${module.path}: ${imported.name} is no operation a grant can name`);
      }
      // The one S3 client is made in its own module (functions/lib/clients/s3.ts), which sends nothing.
      const isTheClient = module.path === S3_CLIENT && imported?.name === 'S3Client';
      if (imported?.from.startsWith('@aws-sdk/client-s3') && module.path !== STORAGE && !isTheClient)
        problems.add(
          `${module.path}: ${imported.name} outside ${STORAGE}, whose object operations grants name`,
        );
      const objectOperations = Object.hasOwn(OBJECT_HELPERS, name) ? OBJECT_HELPERS[name] : undefined;
      if (ts.isCallExpression(node)) for (const operation of objectOperations ?? []) objects.add(operation);
      const helper = HELPER_CALLS.get(name);
      if (helper && ts.isCallExpression(node)) site(module, node, helper, node.arguments[0]);
    }
    ts.forEachChild(node, (child) => walk(module, child));
  };

  const skipped = new Set<ts.Statement>();
  if (routeId === undefined) reachExport(entry, 'handler');
  else {
    const module = load(files, entry);
    const action = actionOf(module, routeId);
    // Not the handler's whole statement, which holds every other route's action too.
    for (const statement of module.declarations.get('handler') ?? []) skipped.add(statement);
    // The walk takes any node; an action is an expression inside the handler's statement.
    if (action) queue.push([module, action as ts.Statement]);
  }
  if (queue.length === 0) problems.add(`${entry}: no ${routeId ?? 'exported handler'} to start from`);
  const loaded = new Set<Module>();
  for (let grew = true; grew; ) {
    while (queue.length > 0) {
      const [module, statement] = queue.shift() as [Module, ts.Statement];
      if (!loaded.has(module)) {
        loaded.add(module);
        // Statements that run when the module loads.
        for (const s of module.source.statements)
          if (runsOnLoad(s) && !skipped.has(s)) queue.push([module, s]);
      }
      walk(module, statement);
    }
    grew = false;
    for (const [imported, name] of handedOn)
      if (mentioned.has(name)) {
        const before = reached.size;
        reachExport(imported.from, imported.name);
        grew ||= reached.size > before;
      }
    for (const path of open)
      for (const name of load(files, path).exports.keys()) {
        const before = reached.size;
        if (mentioned.has(name)) reachExport(path, name);
        grew ||= reached.size > before;
      }
  }
  return { uses, objects, problems: [...problems].sort() };
}
