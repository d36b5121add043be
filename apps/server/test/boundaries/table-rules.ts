import path from 'node:path';
import ts from 'typescript';
import { READ_GRANTS, TABLE_OWNERS, type TableName } from './table-owners';

/**
 * The server's table rule (docs/architecture.md "Server modules"): a module's files name only the tables its module
 * owns (table-owners.ts); the lower layers (lib, access, plugins, …) own none. Tables are named two ways, both
 * checked: imported from `src/db/schema` (Drizzle), or written into raw SQL text. Only repositories import tables
 * as values: services, routes and helpers ask a repository.
 */
export type SourceFile = { file: string; source: string };

/** Files that map a catalogue kind to its table as data; the queries on it are in the module's repositories. */
const TABLE_MAP_FILES = ['src/modules/catalogue/catalogue.kinds.ts', 'src/modules/catalogue/references.ts'];

const ownerOf = (table: string) => TABLE_OWNERS[table as TableName] as string | undefined;
const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1];
const isGranted = (module: string | undefined, table: string) =>
  module !== undefined && (READ_GRANTS[module] ?? []).includes(table as TableName);

const isSchemaSpecifier = (file: string, specifier: string) => {
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return target === 'src/db/schema' || target.startsWith('src/db/schema/');
};

type TableImport = { table: string; typeOnly: boolean };

const tableImportsOf = (file: string, sourceFile: ts.SourceFile): (TableImport | 'namespace')[] =>
  sourceFile.statements.flatMap((statement): (TableImport | 'namespace')[] => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    if (!isSchemaSpecifier(file, statement.moduleSpecifier.text)) return [];
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return ['namespace'];
    if (!bindings) return [];
    return bindings.elements
      .map((element) => ({
        table: (element.propertyName ?? element.name).text,
        typeOnly: Boolean(clause?.isTypeOnly || element.isTypeOnly),
      }))
      .filter((imported) => ownerOf(imported.table) !== undefined);
  });

/** The text of every string and template literal (the pieces between `${…}`), where raw SQL lives. */
const literalTextsOf = (sourceFile: ts.SourceFile): string[] => {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return texts;
};

/** What in `source` breaks the rule, as messages; empty when it holds. `sqlNames` maps export name → SQL name. */
export const tableViolationsOf = (
  { file, source }: SourceFile,
  sqlNames: ReadonlyMap<string, string>,
): string[] => {
  const module = moduleOf(file);
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const owns = (table: string) => module !== undefined && ownerOf(table) === module;
  const isRepository = file.endsWith('.repository.ts') || TABLE_MAP_FILES.includes(file);

  for (const imported of tableImportsOf(file, sourceFile)) {
    if (imported === 'namespace') {
      found.push('imports the whole schema: import the tables it owns by name');
      continue;
    }
    const { table, typeOnly } = imported;
    if (!owns(table) && !isGranted(module, table))
      found.push(`imports ${table}, owned by modules/${ownerOf(table)}: call that module's index.ts`);
    else if (!typeOnly && !isRepository)
      found.push(`imports the table ${table} outside a repository: move the query into a *.repository.ts`);
    if (isGranted(module, table) && new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(source))
      found.push(`writes ${table}, which it may only read: call modules/${ownerOf(table)}`);
  }

  const texts = literalTextsOf(sourceFile);
  for (const [table, sqlName] of sqlNames) {
    if (owns(table)) continue;
    const name = `"?${sqlName}"?\\b`;
    const writes = new RegExp(`\\b(update|into)\\s+${name}|\\bdelete\\s+from\\s+${name}`, 'i');
    const reads = new RegExp(`\\b(from|join)\\s+${name}`, 'i');
    if (texts.some((text) => writes.test(text)))
      found.push(`writes ${sqlName} in raw SQL, owned by modules/${ownerOf(table)}: call that module`);
    else if (!isGranted(module, table) && texts.some((text) => reads.test(text)))
      found.push(`reads ${sqlName} in raw SQL, owned by modules/${ownerOf(table)}: call that module`);
  }
  return found;
};
