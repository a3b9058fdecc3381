import ts from 'typescript';
import { type Module, namesOf } from './source-modules';

/*
 * Following a value to where it comes from, within one module, so an operation's table is found
 * through the local names and functions its arguments use (decision 21).
 */

export const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/* The top-level statement a node is in: the scope whose local names a value is followed through. */
function topOf(node: ts.Node): ts.Node {
  let at = node;
  while (at.parent && !ts.isSourceFile(at.parent)) at = at.parent;
  return at;
}

/* What a local name is given: its declarations' initializers, a function's returns, assignments. */
function valuesOfName(module: Module, name: ts.Identifier): ts.Node[] {
  const values: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer && namesOf(node.name).includes(name.text))
      values.push(node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name?.text === name.text && node.body) values.push(node);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      node.left.text === name.text
    )
      values.push(node.right);
    ts.forEachChild(node, visit);
  };
  for (const scope of new Set([topOf(name), ...(module.declarations.get(name.text) ?? [])])) visit(scope);
  return values;
}

const returnsOf = (fn: ts.SignatureDeclaration & { body?: ts.Node }): ts.Node[] => {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return found;
};

/*
 * Where a value comes from, within one module: through local names, parentheses and casts, `??`,
 * `?:`, a local function's returns, an array method's receiver, a property of an object literal.
 * What is left is a literal, a `tableName(…)` call, an object literal, or something it cannot follow.
 */
export function origins(module: Module, node: ts.Node, seen = new Set<ts.Node>()): ts.Node[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const from = (next: ts.Node) => origins(module, next, seen);
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAwaitExpression(node)
  )
    return from(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
    return [...from(node.left), ...from(node.right)];
  if (ts.isConditionalExpression(node)) return [...from(node.whenTrue), ...from(node.whenFalse)];
  if (ts.isIdentifier(node)) return valuesOfName(module, node).flatMap(from);
  if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node))
    return returnsOf(node).flatMap(from);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isIdentifier(callee) && callee.text === 'tableName') return [node];
    if (ts.isIdentifier(callee)) return from(callee);
    if (ts.isPropertyAccessExpression(callee)) return from(callee.expression);
    return [];
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    const key = ts.isPropertyAccessExpression(node) ? node.name.text : literal(node.argumentExpression);
    if (key === undefined) return [node];
    return from(node.expression).flatMap((source) => propertyValues(module, source, key, seen));
  }
  return [node];
}

/* The values an object (or each object of an array) gives one property, spreads included. */
export function propertyValues(
  module: Module,
  source: ts.Node,
  key: string,
  seen = new Set<ts.Node>(),
): ts.Node[] {
  if (ts.isArrayLiteralExpression(source))
    return source.elements.flatMap((element) =>
      origins(module, element, seen).flatMap((value) => propertyValues(module, value, key, seen)),
    );
  if (!ts.isObjectLiteralExpression(source)) return [];
  return source.properties.flatMap((property) => {
    if (ts.isPropertyAssignment(property) && property.name.getText() === key)
      return origins(module, property.initializer, seen);
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === key)
      return origins(module, property.name, seen);
    if (ts.isSpreadAssignment(property))
      return origins(module, property.expression, seen).flatMap((value) =>
        propertyValues(module, value, key, seen),
      );
    return [];
  });
}

/* The tables a table position names: `tableName('x')`, or the keys of a batch's RequestItems. */
export function tablesOf(module: Module, values: readonly ts.Node[]): Set<string> {
  const tables = new Set<string>();
  for (const value of values) {
    if (ts.isCallExpression(value)) {
      const id = literal(value.arguments[0]);
      if (id) tables.add(id);
    } else if (ts.isObjectLiteralExpression(value)) {
      for (const property of value.properties)
        if (property.name && ts.isComputedPropertyName(property.name))
          for (const table of tablesOf(module, origins(module, property.name.expression))) tables.add(table);
    }
  }
  return tables;
}
