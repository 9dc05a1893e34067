// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { AREAS, areaOf, type Area } from './areas';
import english from './en/messages.json';

/**
 * A static check that no screen can show a message id: every message a file says (`t('…')`,
 * `translate('…')`, `<Message id="…">`, an id kept in a table, a `prefix.${…}` template) is in an area of
 * the catalogue loaded before that file runs. The app's shell (main.tsx, entry-server.tsx and all they
 * import) has only the public area; a route's screen (the module its `lazy` imports, everything it imports,
 * and what it imports lazily itself, such as a dialog) has the public area and those its handle and its
 * parents' handles name (`serverRendered(module, …areas)`, `inAreas(…areas)`).
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const ids = Object.keys(english);
const known = new Set(ids);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;

/** Each file's static imports (type-only ones aside), lazy imports, and the message ids it names. */
const files = new Map(
  sourceFiles(src).map((file) => {
    const imports = new Set<string>();
    const lazyImports = new Set<string>();
    const says = new Set<string>();
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
        const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target && !typeOnly) imports.add(target);
      } else if (isDynamicImport(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target) lazyImports.add(target);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (known.has(node.text)) says.add(node.text);
      } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
        for (const id of ids) if (id.startsWith(node.head.text)) says.add(id);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
    return [file, { imports, lazyImports, says }] as const;
  }),
);

/** The areas a route's handle names. */
function handleAreas(handle: ts.Expression | undefined): Area[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const args = node.arguments.filter(ts.isStringLiteral).map((arg) => arg.text);
      if (node.expression.text === 'serverRendered') found.push(...args.slice(1));
      if (node.expression.text === 'inAreas') found.push(...args);
    } else if (ts.isPropertyAssignment(node) && node.name.getText() === 'areas') {
      if (ts.isArrayLiteralExpression(node.initializer))
        found.push(...node.initializer.elements.filter(ts.isStringLiteral).map((arg) => arg.text));
    }
    ts.forEachChild(node, visit);
  };
  if (handle) visit(handle);
  for (const area of found) expect(AREAS, `a route's handle names ${area}`).toContain(area);
  return found as Area[];
}

const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)
    ?.initializer;

type Screen = { route: string; module: string; areas: Set<Area> };

/** Every lazy route of the route tables: the module it loads and the areas it has by then. */
function screens(): Screen[] {
  const tables = [path.join(src, 'app/routes.tsx'), ...sourceFiles(path.join(src, 'app/routes'))].filter((file) =>
    /(^|[\\/])(routes|[\w-]+-routes)\.tsx$/.test(file),
  );
  return tables.flatMap((table) => {
    const source = parse(table);
    // The table's constants (`lazy: adminRoute`, defined above the table).
    const constants = new Map<string, ts.Expression>();
    for (const statement of source.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer)
            constants.set(declaration.name.text, declaration.initializer);
    const found: Screen[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        let lazy = property(node, 'lazy');
        if (lazy && ts.isIdentifier(lazy)) lazy = constants.get(lazy.text);
        const imported: string[] = [];
        const findImports = (inner: ts.Node) => {
          if (isDynamicImport(inner) && inner.arguments[0] && ts.isStringLiteral(inner.arguments[0]))
            imported.push(inner.arguments[0].text);
          ts.forEachChild(inner, findImports);
        };
        if (lazy) findImports(lazy);
        for (const specifier of imported) {
          const areas = new Set<Area>(['public']);
          // This route's handle and its parents' (a route nested in another's `children`).
          for (let at: ts.Node | undefined = node; at; at = at.parent)
            if (ts.isObjectLiteralExpression(at))
              for (const area of handleAreas(property(at, 'handle'))) areas.add(area);
          const route = property(node, 'path');
          found.push({
            route: `${route && ts.isStringLiteral(route) ? route.text : '…'} (${specifier})`,
            module: resolveImport(table, specifier) ?? specifier,
            areas,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

const routes = screens();
const screenModules = new Set(routes.map((screen) => screen.module));

/** A module and all it loads, statically or lazily, short of another route's screen. */
function reach(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !files.has(file)) continue;
    seen.add(file);
    const { imports, lazyImports } = files.get(file)!;
    queue.push(...imports, ...[...lazyImports].filter((target) => !screenModules.has(target)));
  }
  return seen;
}

/** `file: id (area)` for every message a part of the app says that is in none of its areas. */
function outside(modules: Set<string>, areas: Set<Area>): string[] {
  return [...modules].flatMap((file) =>
    [...files.get(file)!.says]
      .filter((id) => !areas.has(areaOf(id)))
      .map((id) => `${path.relative(src, file)}: ${id} (${areaOf(id)})`),
  );
}

describe('the catalogue’s areas', () => {
  it('find the route tables’ screens and the areas their handles name', () => {
    for (const screen of routes) expect(files.has(screen.module), screen.module).toBe(true);
    const areasOf = (module: string) =>
      routes
        .filter((screen) => screen.module === path.join(src, 'app/routes', module))
        .map((screen) => [...screen.areas].sort());
    expect(areasOf('watch.tsx')).toEqual([['public']]);
    expect(areasOf('page-about.tsx')).toEqual([['about', 'public']]);
    expect(areasOf('account-my-learning.tsx')).toEqual([['member', 'public']]);
    expect(areasOf('moderation-admin.tsx')).toEqual([
      ['moderator', 'public'],
      ['moderator', 'public'],
    ]);
  });

  it('give the app’s shell (header, drawer, menus, footer, API client) only public messages', () => {
    const shell = reach([path.join(src, 'app/main.tsx'), path.join(src, 'app/entry-server.tsx')]);
    expect(shell.has(path.join(src, 'components/layout/header/user-menu.tsx'))).toBe(true);
    expect(outside(shell, new Set(['public']))).toEqual([]);
  });

  it.each(routes.map((screen) => [screen.route, screen] as const))(
    'give the screen of %s only messages of the areas its route loads',
    (_route, screen) => {
      expect(outside(reach([screen.module]), screen.areas)).toEqual([]);
    },
  );

  it('leave no area empty', () => {
    const used = new Set(ids.map(areaOf));
    expect(AREAS.filter((area) => !used.has(area))).toEqual([]);
  });
});
