// The row a raw read answers, written once as data: its columns and their JavaScript types. The read's
// row type is derived from it (RowOf), and visibility-rules.server.test.ts runs every raw read on both
// databases and checks each row against it, so a renamed column or a changed type fails a test rather
// than reaching a page as `undefined`.

/** A column's JavaScript types, as TypeScript spells them: one, or several joined by "|". */
type Kinds = { string: string; Date: Date; number: number; bigint: bigint; boolean: boolean; null: null };
type Kind = keyof Kinds;
type KindList<K extends string> = K extends `${infer First}|${infer Rest}`
  ? First extends Kind
    ? [First, ...KindList<Rest>]
    : never
  : K extends Kind
    ? [K]
    : never;
type TypeOf<K extends string> = KindList<K> extends Array<infer Each extends Kind> ? Kinds[Each] : never;

export type RowShape = Readonly<Record<string, string>>;
export type RowOf<S extends RowShape> = { -readonly [Column in keyof S]: TypeOf<S[Column]> };

function isKind(kind: string, value: unknown): boolean {
  if (kind === "null") return value === null;
  if (kind === "Date") return value instanceof Date;
  return typeof value === kind;
}

/** What is wrong with a row read: missing or extra columns, values of another type. Empty when it fits. */
export function rowShapeProblems(shape: RowShape, row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const column of Object.keys(row)) if (!(column in shape)) problems.push(`unexpected column "${column}"`);
  for (const [column, kinds] of Object.entries(shape)) {
    if (!(column in row)) problems.push(`missing column "${column}"`);
    else if (!kinds.split("|").some((kind) => isKind(kind, row[column]))) {
      const value = row[column];
      problems.push(
        `column "${column}" is ${value === null ? "null" : value instanceof Date ? "Date" : typeof value}, not ${kinds}`,
      );
    }
  }
  return problems;
}
