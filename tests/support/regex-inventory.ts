/**
 * Every regular expression the server can run: the import graph from
 * server/index.ts (relative imports and the app's `~/` alias) walked with the
 * TypeScript compiler, collecting regex literals and `new RegExp("literal")`.
 * Used by redos.test.ts, so a regex added anywhere the server reaches is checked.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FoundRegex {
  source: string;
  flags: string;
  /** "server/static/static-site.ts:42" */
  at: string;
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(fromFile: string, specifier: string, root: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package: not ours to check
  const candidate = extensions
    .map((ext) => base + ext)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  return candidate ?? null;
}

function stringArgument(node: ts.Expression | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

export function collectRegexes(
  root: string,
  entry = "server/index.ts",
): { files: string[]; regexes: FoundRegex[] } {
  const queue = [path.join(root, entry)];
  const seen = new Set<string>(queue);
  const regexes: FoundRegex[] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) =>
      `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const follow = (specifier: string) => {
      const next = resolve(source.fileName, specifier, root);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const specifier = stringArgument(node.moduleSpecifier as ts.Expression);
        if (specifier) follow(specifier);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = stringArgument(node.arguments[0]);
        if (specifier) follow(specifier);
      } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf("/");
        regexes.push({ source: text.slice(1, end), flags: text.slice(end + 1), at: at(node) });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "RegExp"
      ) {
        const pattern = stringArgument(node.arguments?.[0]);
        if (pattern !== null) {
          regexes.push({ source: pattern, flags: stringArgument(node.arguments?.[1]) ?? "", at: at(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: [...seen].map((file) => path.relative(root, file)), regexes };
}
