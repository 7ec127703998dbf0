import type { messages, PGlite, Results } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type Parser = Parsers[number];
type Field = Results['fields'][number];

/** The commands whose tag ends in how many rows they wrote ("INSERT 0 5", "UPDATE 3"): PGlite's `affectedRows`. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of one statement's answer, as PGlite's `parseResults` builds it, with each column's
 * parser looked up once per answer instead of once per value: PGlite's looks each one up in the
 * query's parsers (an object of a few hundred, made per query) and builds an object row through
 * `Object.fromEntries`, a large share of a big answer's time (decision 016).
 */
export const resultsOf = <Row>(
  answer: messages.BackendMessage[],
  parsers: Parsers,
  rowMode: 'array' | 'object' | undefined,
): Results<Row> => {
  let fields: Field[] = [];
  let columnParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      }));
      columnParsers = fields.map((field) => parsers[field.dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields;
      const row: unknown[] | Record<string, unknown> = rowMode === 'array' ? [] : {};
      for (let index = 0; index < values.length; index += 1) {
        const value = values[index] ?? null;
        const parse = columnParsers[index];
        const field = fields[index] as Field;
        const parsed = value === null || !parse ? value : parse(value, field.dataTypeID);
        if (Array.isArray(row)) row.push(parsed);
        else row[field.name] = parsed;
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      const parts = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = parts[0] ?? '';
      const rowCount = Number.parseInt(parts.at(-1) ?? '', 10);
      return {
        rows: rows as Row[],
        fields,
        command,
        affectedRows: WRITES.has(command) ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      };
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
};
