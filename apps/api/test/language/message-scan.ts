import path from 'node:path';
import ts from 'typescript';

/** A text found in the source: its value (a template's `${…}` parts become `X`) and where it is. */
export interface FoundText {
  text: string;
  at: string;
}

export interface ScanResult {
  texts: FoundText[];
  /**
   * Places whose text the scan cannot work out (a parameter, a property), as 'file:function', to
   * be named by hand.
   */
  unresolved: string[];
}

/** A sample value for a template's placeholders: plain, so a catalogue's pattern can match it. */
const PLACEHOLDER = 'X';

function program(root: string): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/**
 * Works out the texts an expression can have when they are written in the source: literals,
 * templates, constants and both sides of a condition. Undefined when any part comes from elsewhere.
 */
function evaluate(node: ts.Expression, checker: ts.TypeChecker): string[] | undefined {
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, checker);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = evaluate(node.whenTrue, checker);
    const whenFalse = evaluate(node.whenFalse, checker);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
  }
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce<string[]>(
      (texts, span) => {
        const parts = evaluate(span.expression, checker) ?? [PLACEHOLDER];
        return texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
      },
      [node.head.text],
    );
  }
  if (ts.isIdentifier(node)) {
    const symbol = checker.getSymbolAtLocation(node);
    // A constant imported from another module is read where it is declared.
    const declaration = (
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    )?.valueDeclaration;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
    ) {
      return evaluate(declaration.initializer, checker);
    }
  }
  return undefined;
}

/** The default a refusal helper gives its message when a call leaves it out: `unauthorized()`. */
function defaultArgument(
  call: ts.CallExpression,
  checker: ts.TypeChecker,
): ts.Expression | undefined {
  const symbol = checker.getSymbolAtLocation(call.expression);
  const declaration = (
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  )?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  const helper = declaration.initializer;
  if (!helper || !ts.isArrowFunction(helper)) return undefined;
  return helper.parameters[0]?.initializer;
}

function where(node: ts.Node, root: string): string {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(root, source.fileName)}:${line + 1}`;
}

/** The function, method or constant a node is written in, by name: a place that survives edits. */
function enclosingName(node: ts.Node): string {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      (ts.isFunctionDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isPropertyAssignment(parent)) &&
      parent.name &&
      ts.isIdentifier(parent.name)
    ) {
      return parent.name.text;
    }
  }
  return '(top level)';
}

function scan(
  root: string,
  underFolder: string,
  pick: (node: ts.Node, checker: ts.TypeChecker) => ts.Expression | undefined,
): ScanResult {
  const tsProgram = program(root);
  const checker = tsProgram.getTypeChecker();
  const folder = path.join(root, underFolder) + path.sep;
  const result: ScanResult = { texts: [], unresolved: [] };
  for (const source of tsProgram.getSourceFiles()) {
    if (!source.fileName.startsWith(folder) || source.fileName.endsWith('.test.ts')) continue;
    const visit = (node: ts.Node): void => {
      const argument = pick(node, checker);
      if (argument) {
        const texts = evaluate(argument, checker);
        if (texts === undefined)
          result.unresolved.push(
            `${path.relative(root, argument.getSourceFile().fileName)}:${enclosingName(argument)}`,
          );
        else result.texts.push(...texts.map((text) => ({ text, at: where(argument, root) })));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

const REFUSALS = new Set([
  'notFound',
  'badRequest',
  'unauthorized',
  'forbidden',
  'conflict',
  'cardError',
  'roomClosed',
]);
const REFUSAL_CLASSES = new Set(['AppError', 'ProviderError']);

/** The message of every refusal the API throws: `conflict('…')`, `new AppError(409, '…')`… */
export function scanRefusals(apiRoot: string): ScanResult {
  return scan(apiRoot, 'src', (node, checker) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (REFUSALS.has(node.expression.text)) {
        return node.arguments[0] ?? defaultArgument(node, checker);
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'AppError') return node.arguments?.[1];
      if (REFUSAL_CLASSES.has(node.expression.text)) return node.arguments?.[0];
    }
    return undefined;
  });
}

/** Every custom message the shared schemas give: `{ message: '…' }`, `.min(1, '…')`, `addIssue`. */
export function scanSchemaMessages(contractsRoot: string): ScanResult {
  return scan(contractsRoot, 'src', (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'message' || node.name.text === 'error')
    ) {
      return node.initializer;
    }
    return undefined;
  });
}
