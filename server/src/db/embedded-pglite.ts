import { createRequire } from 'node:module';
import {
  PGlite,
  protocol,
  type messages,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { Parser } from 'pg-protocol/dist/parser';
import { resultsOf } from './embedded-results';

const { serialize } = protocol;

/** node-postgres's own preparation of a parameter (its lib/utils.js, which @types/pg leaves out). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

type Parsers = PGlite['parsers'];

type BackendMessage = messages.BackendMessage;

const isError = (message: BackendMessage): message is messages.DatabaseError =>
  message.name === 'error';

/**
 * PGlite whose queries outside a transaction cost one call into PostgreSQL instead of six.
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync one at a time (each
 * a pass through its WebAssembly and its message parser) to learn the parameters' types; here they
 * go together, with the values prepared as node-postgres prepares them (text, or binary for a
 * buffer, the server inferring their types), so both drivers receive the same values. A statement
 * Drizzle prepares under a name (`planOnce`) is parsed and planned once, as on node-postgres.
 * Transactions keep PGlite's own path.
 */
export class EmbeddedPglite extends PGlite {
  readonly #plannedOnce = new Set<string>();
  readonly #statementNames = new Map<string, string>();

  /** Marks a query's text as one to prepare once under a name (Drizzle's `.prepare(name)`). */
  planOnce(text: string): void {
    this.#plannedOnce.add(text);
  }

  override async query<Row>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<Row>> {
    if (options?.blob || options?.paramTypes || options?.serializers)
      return super.query<Row>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const results = await this.#run<Row>(text, params, options);
        await this.syncToFs();
        return results;
      }),
    );
  }

  /**
   * PGlite's parsers under a query's own: PGlite copies its few hundred (one per type and array
   * type) into a new object for every query, which cost more than reading the rows; an object
   * whose prototype holds them costs nothing to make and reads as fast.
   */
  #parsersFor(options: QueryOptions | undefined): Parsers {
    return options?.parsers
      ? Object.assign(Object.create(this.parsers) as Parsers, options.parsers)
      : this.parsers;
  }

  async #run<Row>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<Row>> {
    const known = this.#statementNames.get(text);
    const name =
      known ?? (this.#plannedOnce.has(text) ? `embedded_${this.#statementNames.size + 1}` : '');
    const messages = await this.#exchange(
      Buffer.concat([
        ...(known ? [] : [serialize.parse({ name, text })]),
        serialize.bind({
          statement: name,
          values: params.map((value) => prepareValue(value)),
        }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      options,
    );
    // Parsed, the statement exists even when its execution failed (a constraint, say).
    if (name && !known && messages.some((message) => message.name === 'parseComplete'))
      this.#statementNames.set(text, name);
    const error = messages.find(isError);
    if (error) throw Object.assign(error, { query: text });
    return resultsOf<Row>(messages, this.#parsersFor(options), options?.rowMode);
  }

  /**
   * PostgreSQL's answer to `message`, parsed by node-postgres's parser (pg-protocol): PGlite's own
   * copies every field into a new ArrayBuffer before decoding it, a quarter of the board's time on
   * 100,000 professionals. Each chunk is copied once: PGlite reuses the memory it lends.
   * PGlite's path stays for a caller that listens to notices.
   */
  async #exchange(
    message: Uint8Array,
    options: QueryOptions | undefined,
  ): Promise<BackendMessage[]> {
    if (options?.onNotice) {
      const { messages } = await this.execProtocol(message, {
        syncToFs: false,
        throwOnError: false,
        onNotice: options.onNotice,
      });
      return messages;
    }
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    await this.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) => {
        parser.parse(Buffer.from(chunk), (parsed) => messages.push(parsed as BackendMessage));
      },
    });
    return messages;
  }
}
