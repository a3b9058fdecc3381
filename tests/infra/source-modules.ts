import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../infra/definitions/functions';

/*
 * The project's TypeScript files as the grants test reads them (decision 21): parsed (no type
 * checking), with each file's top-level declarations, imports and exports by name.
 */

export interface Module {
  readonly path: string;
  readonly source: ts.SourceFile;
  readonly declarations: Map<string, ts.Statement[]>;
  /** Local name → the module it comes from and the name there (`*` for a namespace). */
  readonly imports: Map<string, { readonly from: string; readonly name: string }>;
  /** Exported name → the local name, or a module and name it is re-exported from. */
  readonly exports: Map<string, { readonly local?: string; readonly from?: string; readonly name?: string }>;
  readonly starExports: string[];
}
/** Source text by project path; undefined when there is no such file. Tests pass files of their own. */
export type SourceFiles = (path: string) => string | undefined;

export const projectFiles: SourceFiles = (path) => {
  const file = join(PROJECT_ROOT, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const parsed = new WeakMap<SourceFiles, Map<string, Module>>();

/* A relative import as a project path; a package import stays as written. */
function resolveImport(files: SourceFiles, from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = normalize(join(dirname(from), specifier)).replace(/\.js$/, '');
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => files(path) !== undefined);
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

export const namesOf = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name)
    ? [name.text]
    : name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : namesOf(e.name)));

export function load(files: SourceFiles, path: string): Module {
  const modules = parsed.get(files) ?? new Map<string, Module>();
  parsed.set(files, modules);
  const cached = modules.get(path);
  if (cached) return cached;
  const text = files(path);
  if (text === undefined) throw new Error(`No file ${path}`);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const module: Module = {
    path,
    source,
    declarations: new Map(),
    imports: new Map(),
    exports: new Map(),
    starExports: [],
  };
  const declare = (name: string, statement: ts.Statement) =>
    module.declarations.set(name, [...(module.declarations.get(name) ?? []), statement]);
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const from = resolveImport(files, path, statement.moduleSpecifier.text);
      if (clause.name) module.imports.set(clause.name.text, { from, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        module.imports.set(bindings.name.text, { from, name: '*' });
      else if (bindings)
        for (const e of bindings.elements)
          if (!e.isTypeOnly) module.imports.set(e.name.text, { from, name: (e.propertyName ?? e.name).text });
    } else if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveImport(files, path, statement.moduleSpecifier.text)
          : undefined;
      if (!statement.exportClause && from) module.starExports.push(from);
      else if (statement.exportClause && ts.isNamespaceExport(statement.exportClause) && from)
        module.exports.set(statement.exportClause.name.text, { from, name: '*' });
      else if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const e of statement.exportClause.elements) {
          const inner = (e.propertyName ?? e.name).text;
          module.exports.set(e.name.text, from ? { from, name: inner } : { local: inner });
        }
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        for (const name of namesOf(d.name)) {
          declare(name, statement);
          if (exported) module.exports.set(name, { local: name });
        }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      declare(statement.name.text, statement);
      if (exported) module.exports.set(statement.name.text, { local: statement.name.text });
    }
  }
  modules.set(path, module);
  return module;
}

export const isTypeOnly = (node: ts.Node) =>
  ts.isTypeNode(node) ||
  ts.isInterfaceDeclaration(node) ||
  ts.isTypeAliasDeclaration(node) ||
  ts.isImportDeclaration(node) ||
  ts.isExportDeclaration(node);

/* A name that is no reference: a property's name after a dot, a key, a member's name. */
export function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isBindingElement(parent)) return parent.propertyName === node;
  return (
    (ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) &&
    parent.name === node
  );
}
