import type { FloorQuery } from './floor-server';

export type BenchContext = {
  token: string;
  /** A Cadastro administrator limited to SP (seed-large's bench-sp@hub.local); null before it exists. */
  scopedToken: string | null;
  adminId: string;
  /** The session the token names. */
  sessionId: string;
  adminEmail: string;
  adminPassword: string;
  /** Real ids read from the API after login; null while the module that lists them is not on main. */
  companyId: string | null;
  processId: string | null;
  /** seed-large's process of 20,000 applications; null on a database seeded before it. */
  largeProcessId: string | null;
  /** seed-large's import of 100,000 lines awaiting 'Importar'. */
  importId: string | null;
  /** A message of 1,000 recipients. */
  messageId: string | null;
  /** The web build's entry script (/assets/index-….js), null when the web app is not built. */
  entryScript: string | null;
  cpf: string | null;
  page4999LastId: string | null;
  /** The SQL the ranked table and the board ran once (captured-floor.ts); null on PGlite or without a process. */
  rankedApplicationsSql: FloorQuery[] | null;
  processBoardSql: FloorQuery[] | null;
  processFunnelSql: FloorQuery[] | null;
  largeRankedApplicationsSql: FloorQuery[] | null;
  largeProcessBoardSql: FloorQuery[] | null;
};

export type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  authenticated: boolean;
  /** Another administrator's session than the bench's (a scoped one). */
  token?: string | null;
  /** The same SQL the endpoint runs, for the raw-driver floor; null when there is none to compare. */
  floor: FloorQuery[] | null;
  /** Turns with the floor (load.ts): one for an endpoint whose answers, at 50 connections, outlast a turn. */
  turns?: number;
};

/** A name fragment present in the seeded registry (seed-large draws names from a short list). */
const NAME_FRAGMENT = 'Camila Silva';
/** A surname of the seeded registry (one professional in fifteen). */
const ONE_WORD_KEY = 'silva';
/** A word of the seeded companies' names (one company in ten). */
const COMPANY_KEY = 'Logística';

/** A report's default period: the twelve months up to today, as the Relatórios page opens. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const LAST_TWELVE_MONTHS = (() => {
  const today = new Date();
  return `from=${isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)))}&to=${isoDay(today)}`;
})();
/** A key too short for trigrams, as typed before a pause: the start of the seeded "João". */
const SHORT_NAME_KEY = 'Jo';

/**
 * plugins/auth.ts reads the session and its user on every authenticated request (ended, expired,
 * idle sessions and revocation through token_version), one read by primary key.
 */
const authLookup = (ctx: BenchContext): FloorQuery => ({
  name: 'session_user',
  text: `SELECT u.id, u.email, u.type_user, u.status, u.token_version, s.user_id, s.state, s.ended_at, s.expires_at, s.last_active_at
           FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = $1 LIMIT 1`,
  params: [ctx.sessionId],
});

/**
 * The mailbox as it opens (messages.service.ts plainMailbox, prepared), first page of MESSAGE_PAGE_SIZE
 * (6) rows, which carry the mailbox's count.
 */
const messagesList = (ctx: BenchContext): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'mailbox_page',
    text: `SELECT m.id, m.author_id, p.name, m.type_user, m.subject, left(m.text_body, 160), m.body, m.channels, m.audience,
                  m.recipient_count, m.is_deleted, m.is_important, m.is_favorite,
                  coalesce((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) ORDER BY l.name)
                              FROM message_label_links ml JOIN message_labels l ON l.id = ml.label_id
                             WHERE ml.message_id = m.id), '[]'::json),
                  m.created_at, m.updated_at,
                  (SELECT count(*)::int FROM messages WHERE author_id = $1 AND type_user = $2 AND is_deleted = $3)
             FROM messages m LEFT JOIN super_admin_profiles p ON p.user_id = m.author_id
            WHERE m.author_id = $1 AND m.type_user = $2 AND m.is_deleted = $3
            ORDER BY m.created_at DESC, m.id DESC LIMIT $4 OFFSET $5`,
    params: [ctx.adminId, 2, false, 6, 0],
  },
];

/** The email-errors log's page (logs.service.ts LOG_LISTS, log-definitions.ts), page 1 of 10, newest first. */
const emailErrorsLog = (ctx: BenchContext): FloorQuery[] => [
  authLookup(ctx),
  // A log as it opens is prepared, its rows carrying the group count the triggers keep
  // (logs.service.ts unfilteredPage, lib/listing.ts keptCount).
  {
    name: 'log_email_errors_desc',
    text: `SELECT d.id, d.message_id AS "messageId", d.subject, d.to_name AS name, d.to_address AS "to", d.status, d.attempts,
                  d.last_error AS "lastError", d.created_at AS "createdAt", d.updated_at AS "failedAt",
                  coalesce((SELECT sum(count) FROM group_counts WHERE table_name = $1 AND group_key = $2), 0) AS "keptTotal"
             FROM deliveries d WHERE d.channel = 'email' AND d.status = 'failed'
            ORDER BY d.updated_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
    params: ['deliveries', 'email:failed', 10, 0],
  },
];

/**
 * dashboard.service.ts getSummaryJson: the stored snapshot's stamp (prepared); its JSON is read and
 * serialised once per recount, so a request sends what it already holds.
 */
const dashboardSummary = (ctx: BenchContext): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'dashboard_snapshot_stamp',
    text: `SELECT computed_at, computed_at > now() - make_interval(secs => $1) FROM dashboard_snapshots WHERE key = $2`,
    params: [60, 'summary'],
  },
];

/** The columns a page of professionals carries (the contract's candidateRowSchema, decision 018). */
const LISTED = `id, name, email, cpf, registration_number, registration_status, city, uf, area, status, created_at, updated_at`;

/**
 * lib/listing.ts selectPage for candidates.service.ts listCandidates: default order name, id; 10 a
 * page. Unfiltered, the page is a prepared query whose rows carry the total row_counts keeps.
 */
const candidatesPage = (ctx: BenchContext, page: number): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'candidates_page_asc',
    text: `SELECT ${LISTED}, (SELECT sum(count) FROM row_counts WHERE table_name = $1) AS total FROM candidates WHERE id IN (
             SELECT id FROM candidates ORDER BY name ASC, id ASC LIMIT $2 OFFSET $3)
           ORDER BY name ASC, id ASC`,
    params: ['candidates', 10, (page - 1) * 10],
  },
];

/**
 * A page by number deep in the list (offset ≥ lib/page-anchors.ts ANCHOR_SPACING): the walk of the
 * sort index starts from the page anchor before the page, found by adding up the anchors' counts.
 */
const candidatesPageAnchored = (ctx: BenchContext, page: number): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'candidates_anchored_asc',
    text: `SELECT ${LISTED}, (SELECT sum(count) FROM row_counts WHERE table_name = $1) AS total FROM candidates WHERE id = ANY(ARRAY(
             WITH anchors AS (
               SELECT sort_value, row_id, coalesce(sum(rows) OVER (ORDER BY sort_value, row_id
                        GROUPS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::bigint AS first_position
                 FROM page_anchors WHERE list_name = $2
             ), span AS (
               SELECT $4::bigint AS start, $3::bigint AS count
                 FROM (SELECT coalesce(sum(rows), 0)::bigint AS total FROM page_anchors WHERE list_name = $2) AS counted
             ), anchor AS (
               SELECT sort_value, row_id, span.start - first_position AS skip, greatest(span.count, 0) AS count
                 FROM anchors, span WHERE first_position <= span.start
                ORDER BY sort_value DESC, row_id DESC LIMIT 1
             )
             SELECT id FROM candidates WHERE (name, id) >= ((SELECT sort_value FROM anchor), (SELECT row_id FROM anchor))
              ORDER BY name, id LIMIT (SELECT count FROM anchor) OFFSET (SELECT skip FROM anchor)))
           ORDER BY name ASC, id ASC`,
    params: ['candidates', 'candidates:name', 10, (page - 1) * 10],
  },
];

/** The same page reached with "next page" from page 4,999: it starts after that page's last row (keyset). */
const candidatesPageAfter = (ctx: BenchContext, lastId: string): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'candidates_after_asc',
    text: `SELECT ${LISTED}, (SELECT sum(count) FROM row_counts WHERE table_name = $1) AS total FROM candidates WHERE id IN (
             SELECT id FROM candidates WHERE (name, id) > (SELECT name, id FROM candidates WHERE id = $2)
             ORDER BY name ASC, id ASC LIMIT $3 OFFSET $4)
           ORDER BY name ASC, id ASC`,
    params: ['candidates', lastId, 10, 0],
  },
];

/**
 * candidates.filters.ts CANDIDATE_SEARCH: name (its folded column, lib/listing.ts nameFound) or
 * email fragment, start of the registration number; a key of digits only, the start of the CPF or
 * of the registration number (decision 045). A search's page and total come from one scan of its
 * matches; a key alone is a query built once per form (lib/listing.ts selectPage).
 */
/** A key of one or two letters or digits: its page walks the professionals' word starts (lib/listing.ts wordStartPage, decision 017). */
const candidatesByWordStart = (ctx: BenchContext, key: string): FloorQuery[] => [
  authLookup(ctx),
  {
    name: 'candidates_word_starts_asc',
    text: `SELECT ${LISTED}, coalesce((SELECT sum(count) FROM group_counts WHERE table_name = 'candidate_word_starts' AND group_key = $1), 0)
             FROM candidates WHERE id IN (
               SELECT row_id FROM candidate_word_starts WHERE key = $1 ORDER BY sort_value ASC, row_id ASC LIMIT $2 OFFSET $3)
            ORDER BY name ASC, id ASC`,
    params: [key.toLowerCase(), 10, 0],
  },
];

/**
 * A folded name holding each word of `key` at a word's start, in any order (lib/listing.ts
 * wordsAtStarts, decision 054): each word's LIKE, which the trigram index serves, then its start.
 * Two placeholders per word from `$1`, the same for every name it is tested on.
 */
const wordsFound = (folded: string, key: string): string =>
  key
    .trim()
    .split(/\s+/)
    .map(
      (_, n) =>
        `(${folded} LIKE lower(immutable_unaccent($${2 * n + 1})) AND strpos(' ' || translate(${folded}, '-''', '  '), ' ' || translate(lower(immutable_unaccent($${2 * n + 2})), '-''', '  ')) > 0)`,
    )
    .join(' AND ');

/** The values of `wordsFound`'s placeholders. */
const wordsParams = (key: string): string[] =>
  key
    .trim()
    .split(/\s+/)
    .flatMap((word) => [`%${word}%`, word]);

/** A key with three letters or digits in a row, matched anywhere in the name and email (lib/listing.ts nameFound, textFound); a key of digits, the documents' starts; one of several words, by the name's words. */
const candidatesSearch = (ctx: BenchContext, key: string): FloorQuery[] => {
  const cpfForm = /^\d{2,14}$/.test(key);
  const found = `%${key}%`;
  const [matches, params] = / /.test(key)
    ? [
        `SELECT id, name AS sort_key FROM candidates WHERE ${wordsFound('name_folded', key)} OR registration_number LIKE $${wordsParams(key).length + 1}`,
        [...wordsParams(key), `${key.toUpperCase()}%`],
      ]
    : cpfForm
      ? [
          `SELECT id, name AS sort_key FROM candidates WHERE cpf LIKE $1 OR registration_number LIKE $2`,
          [`${key}%`, `${key.toUpperCase()}%`],
        ]
      : [
          `SELECT id, name AS sort_key FROM candidates WHERE name_folded LIKE lower(immutable_unaccent($1)) OR email ILIKE $2 OR registration_number LIKE $3`,
          [found, found, `${key.toUpperCase()}%`],
        ];
  return [
    authLookup(ctx),
    {
      text: `WITH matched AS (${matches})
             SELECT ${LISTED}, (SELECT count(*)::int FROM matched) FROM candidates WHERE id IN (
               SELECT id FROM matched ORDER BY sort_key ASC, id ASC LIMIT $${params.length + 1} OFFSET $${params.length + 2})
             ORDER BY name ASC, id ASC`,
      params: [...params, 10, 0],
    },
  ];
};

/** An accent-folded name as typed in the top bar's search: it finds the seeded "João Silva …". */
const GLOBAL_NAME_KEY = 'joao silva';

/** A list's search by key, as lib/listing.ts searchRows sends it unnamed: its matches once, for the first hits and their count. */
const searchedFirstHits = (
  table: string,
  columns: string,
  sort: string,
  where: string,
  params: unknown[],
  matches = `SELECT id, ${sort} AS sort_key FROM ${table} WHERE ${where}`,
): FloorQuery => ({
  text: `WITH matched AS (${matches})
         SELECT ${columns}, (SELECT count(*)::int FROM matched) FROM ${table} WHERE id IN (
           SELECT id FROM matched ORDER BY sort_key ASC, id ASC LIMIT $${params.length + 1} OFFSET $${params.length + 2})
         ORDER BY ${sort} ASC, id ASC`,
  params: [...params, 5, 0],
});

/**
 * search.service.ts globalSearch: the first five hits of each kind, all at once. Companies,
 * professionals and partners by their lists' own searches (companies.filters.ts, candidates.filters.ts,
 * partners.service.ts); processes by title, their company read after the limit; messages by subject.
 * `key` has three letters or digits in a row (a shorter one reads the professionals' word starts).
 * A whole CPF or CNPJ: the three kinds with documents, by the documents' starts (decision 046).
 */
const globalSearch = (ctx: BenchContext, key: string): FloorQuery[] => {
  const found = `%${key}%`;
  const compact = key.replace(/[\s./-]/g, '').toUpperCase();
  const cpfForm = /^\d{2,14}$/.test(compact);
  const cnpjForm = /^[0-9A-Z]{2,14}$/.test(compact) && /\d/.test(compact);
  // A whole CPF or CNPJ finds the documents it starts, and no title or subject (decision 046).
  const wholeDocument = /^\d{11,14}$/.test(compact);
  const spaced = / /.test(key);
  // A key of several words holds them at a word's start (decision 054).
  const name = (column: string, position: number) =>
    spaced ? wordsFound(column, key) : `${column} LIKE lower(immutable_unaccent($${position}))`;
  const named = spaced ? wordsParams(key) : [found];
  const companiesFound = () =>
    searchedFirstHits(
      'companies',
      'id, legal_name, trade_name, cnpj, city, uf',
      'legal_name',
      `${name('legal_name_folded', 1)} OR ${name('trade_name_folded', 2)} OR email ILIKE $3${cnpjForm ? ' OR cnpj LIKE $4' : ''}`,
      cnpjForm ? [found, found, found, `${compact}%`] : [found, found, found],
    );
  const candidatesFound = () =>
    searchedFirstHits(
      'candidates',
      'id, name, cpf, email, registration_number',
      'name',
      cpfForm
        ? 'cpf LIKE $1 OR registration_number LIKE $2'
        : `${name('name_folded', 1)} OR email ILIKE $2 OR registration_number LIKE $3`,
      cpfForm ? [`${compact}%`, `${key.toUpperCase()}%`] : [found, found, `${key.toUpperCase()}%`],
    );
  if (wholeDocument)
    return [
      authLookup(ctx),
      searchedFirstHits('companies', 'id, legal_name, trade_name, cnpj, city, uf', 'legal_name', 'cnpj LIKE $1', [`${compact}%`]),
      candidatesFound(),
      searchedFirstHits('partners', 'id, name, cnpj, email, benefit, status', 'name', 'cnpj LIKE $1', [`${compact}%`]),
    ];
  return [
    authLookup(ctx),
    spaced
      ? searchedFirstHits(
          'companies',
          'id, legal_name, trade_name, cnpj, city, uf',
          'legal_name',
          '',
          named,
          `SELECT id, legal_name AS sort_key FROM companies WHERE ${name('legal_name_folded', 1)} OR ${name('trade_name_folded', 1)}`,
        )
      : companiesFound(),
    spaced
      ? searchedFirstHits(
          'candidates',
          'id, name, cpf, email, registration_number',
          'name',
          '',
          [...named, `${key.toUpperCase()}%`],
          `SELECT id, name AS sort_key FROM candidates WHERE ${name('name_folded', 1)} OR registration_number LIKE $${named.length + 1}`,
        )
      : candidatesFound(),
    {
      text: `SELECT id, title, status, (SELECT coalesce(c.trade_name, c.legal_name) FROM companies c WHERE c.id = selective_processes.company_id)
               FROM selective_processes WHERE ${name('title_folded', 1)} ORDER BY title ASC, id ASC LIMIT $${named.length + 1}`,
      params: [...named, 5],
    },
    searchedFirstHits(
      'partners',
      'id, name, cnpj, email, benefit, status',
      'name',
      spaced
        ? `${name('name_folded', 1)}${cnpjForm ? ` OR cnpj LIKE $${named.length + 1}` : ''}`
        : `${name('name_folded', 1)} OR email ILIKE $2${cnpjForm ? ' OR cnpj LIKE $3' : ''}`,
      spaced
        ? cnpjForm
          ? [...named, `${compact}%`]
          : named
        : cnpjForm
          ? [found, found, `${compact}%`]
          : [found, found],
    ),
    {
      text: `SELECT id, subject, type_user, recipient_count, is_deleted, created_at FROM messages
              WHERE immutable_unaccent(subject) ILIKE immutable_unaccent($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      params: [found, 5],
    },
  ];
};

/**
 * What this machine allows at all, whatever the code: the bare handler of the floors with no SQL
 * (the load client and HTTP alone), and with the least an authenticated page asks of the database
 * (the session's read and one trivial query). Machines of one kind differ twofold from one session
 * to the next, so each run records these beside its endpoints; a target below them is the machine's.
 */
export const machineEnvelope = (ctx: BenchContext): { name: string; queries: FloorQuery[] }[] => [
  { name: 'bare handler', queries: [] },
  {
    name: 'bare handler + session read + SELECT 1',
    queries: [authLookup(ctx), { name: 'select_one', text: 'SELECT 1', params: [] }],
  },
  {
    // The top bar's shape: five searches, each its own statement.
    name: 'bare handler + session read + five SELECT 1',
    queries: [
      authLookup(ctx),
      ...Array.from({ length: 5 }, () => ({ name: 'select_one', text: 'SELECT 1', params: [] })),
    ],
  },
  ...EXACT_TOTALS.map((matches) => ({
    name: `bare handler + session read + counting ${matches} index entries`,
    queries: [authLookup(ctx), countedEntries(matches)],
  })),
];

/** The exact totals whose least cost the envelope shows: a name's matches (about 1,000) and COUNT_CAP. */
const EXACT_TOTALS = [1000, 10000];

/**
 * The least an exact total of `matches` asks, whatever the search's structure: reading that many
 * entries of one B-tree, index only (the professionals' word starts, in their order, after the seed's
 * VACUUM). A search whose total is exact reads at least its matches; this bounds what any such
 * search can reach beside the envelope.
 */
const countedEntries = (matches: number): FloorQuery => ({
  name: `counted_entries_${matches}`,
  text: 'SELECT count(*) FROM (SELECT 1 FROM candidate_word_starts ORDER BY key, sort_value, row_id LIMIT $1) AS entries',
  params: [matches],
});

const listsAsTheyOpen = (ctx: BenchContext): Endpoint[] =>
  [
    ['companies page 1', '/api/companies?page=1&limit=10'],
    ["companies search ('silva')", '/api/companies?page=1&limit=10&key=silva'],
    ['partners page 1', '/api/partners?page=1&limit=10'],
    ['plans page 1', '/api/plans?page=1&limit=10'],
    ['vouchers page 1', '/api/vouchers?page=1&limit=10'],
    ['subscriptions page 1', '/api/subscriptions?page=1&limit=10'],
    ['processes page 1', '/api/selective-processes?page=1&limit=10'],
    ['applications page 1', '/api/applications?page=1&limit=10'],
    ['administrators page 1', '/api/super-admins?page=1&limit=10'],
    ['message templates page 1', '/api/message-templates?page=1&limit=10'],
    ['email log page 1', '/api/logs/emails?page=1&limit=10'],
    ['email errors log page 300', '/api/logs/email-errors?page=300&limit=10'],
    ['email errors log search', '/api/logs/email-errors?page=1&limit=10&key=silva'],
    ['email errors log search (333 found)', '/api/logs/email-errors?page=1&limit=10&key=empresa%2012'],
    ['whatsapp log page 1', '/api/logs/whatsapp?page=1&limit=10'],
    ['kanban log page 1', '/api/logs/kanban?page=1&limit=10'],
    ['audit trail page 1', '/api/logs/audit?page=1&limit=10'],
    ['message recipients page 1', `/api/messages/${ctx.messageId ?? 'no-message-from-api'}/recipients?page=1&limit=10`],
    ['message recipients page 100', `/api/messages/${ctx.messageId ?? 'no-message-from-api'}/recipients?page=100&limit=10`],
    ['message recipients search', `/api/messages/${ctx.messageId ?? 'no-message-from-api'}/recipients?page=1&limit=10&key=empresa%2012`],
    ['imports page 1', '/api/imports?page=1&limit=10'],
    ['import lines page 1', `/api/imports/${ctx.importId ?? 'no-import-from-api'}/rows?page=1&limit=10`],
    ['import lines page 5000', `/api/imports/${ctx.importId ?? 'no-import-from-api'}/rows?page=5000&limit=10`],
    ['import lines invalid', `/api/imports/${ctx.importId ?? 'no-import-from-api'}/rows?page=1&limit=10&state=invalid`],
  ].map(([name = '', path = '']) => ({
    name,
    method: 'GET',
    path,
    authenticated: true,
    floor: null,
  }));

/** A read of one process (`tail` after its path), beside the SQL its service sent once. */
const processRead = (
  ctx: BenchContext,
  name: string,
  processId: string | null,
  tail: string,
  captured: FloorQuery[] | null,
  turns?: number,
): Endpoint => ({
  name,
  method: 'GET',
  path: `/api/selective-processes/${processId ?? 'no-process-from-api'}/${tail}`,
  authenticated: true,
  floor: captured && [authLookup(ctx), ...captured],
  ...(turns ? { turns } : {}),
});

/** The endpoints `npm run bench` measures, each beside the SQL it runs. */
export const endpoints = (ctx: BenchContext): Endpoint[] => [
  {
    name: 'login',
    method: 'POST',
    path: '/api/authentication/login?typeUser=0',
    body: { email: ctx.adminEmail, password: ctx.adminPassword },
    authenticated: false,
    floor: [
      {
        text: 'SELECT * FROM users WHERE lower(email) = $1 AND type_user = 0 LIMIT 1',
        params: [ctx.adminEmail],
      },
    ],
  },
  {
    name: 'session user',
    method: 'GET',
    path: `/api/user/getUserByAcessToken/?accessToken=${ctx.token}`,
    authenticated: false,
    // The token is checked like every session's (plugins/auth.ts), then the profile is read.
    floor: [
      authLookup(ctx),
      {
        name: 'session_user_profile',
        text: `SELECT u.id, u.email, u.photo_url, p.name, p.occupation FROM users u
               LEFT JOIN super_admin_profiles p ON p.user_id = u.id WHERE u.id = $1 LIMIT 1`,
        params: [ctx.adminId],
      },
    ],
  },
  {
    name: 'professionals page 1',
    method: 'GET',
    path: '/api/candidates?page=1&limit=10',
    authenticated: true,
    floor: candidatesPage(ctx, 1),
  },
  {
    name: 'professionals page 5000',
    method: 'GET',
    path: '/api/candidates?page=5000&limit=10',
    authenticated: true,
    floor: candidatesPageAnchored(ctx, 5000),
  },
  {
    name: 'professionals page 5000 after 4999',
    method: 'GET',
    path: `/api/candidates?page=5000&limit=10&after=${ctx.page4999LastId ?? 'no-row-from-api'}`,
    authenticated: true,
    floor: ctx.page4999LastId ? candidatesPageAfter(ctx, ctx.page4999LastId) : null,
  },
  {
    name: 'search by name',
    method: 'GET',
    path: `/api/candidates?key=${encodeURIComponent(NAME_FRAGMENT)}&limit=10`,
    authenticated: true,
    floor: candidatesSearch(ctx, NAME_FRAGMENT),
  },
  // The same two as a Cadastro administrator limited to SP (decision 029): the scope's cost.
  {
    name: 'professionals page 1 (SP scope)',
    method: 'GET',
    path: '/api/candidates?page=1&limit=10',
    authenticated: true,
    token: ctx.scopedToken,
    floor: null,
  },
  {
    name: 'search by name (SP scope)',
    method: 'GET',
    path: `/api/candidates?key=${encodeURIComponent(NAME_FRAGMENT)}&limit=10`,
    authenticated: true,
    token: ctx.scopedToken,
    floor: null,
  },
  {
    // A surname one professional in fifteen holds: past the planner's threshold, counted to the cap.
    name: 'search by one word',
    method: 'GET',
    path: `/api/candidates?key=${encodeURIComponent(ONE_WORD_KEY)}&limit=10`,
    authenticated: true,
    floor: null,
  },
  {
    name: 'search by two letters',
    method: 'GET',
    path: `/api/candidates?key=${SHORT_NAME_KEY}&limit=10`,
    authenticated: true,
    floor: candidatesByWordStart(ctx, SHORT_NAME_KEY),
  },
  {
    name: 'search by CPF',
    method: 'GET',
    path: `/api/candidates?key=${ctx.cpf ?? 'no-cpf-from-api'}&limit=10`,
    authenticated: true,
    floor: ctx.cpf ? candidatesSearch(ctx, ctx.cpf) : null,
  },
  {
    name: 'global search by name',
    method: 'GET',
    path: `/api/search?q=${encodeURIComponent(GLOBAL_NAME_KEY)}`,
    authenticated: true,
    floor: globalSearch(ctx, GLOBAL_NAME_KEY),
  },
  {
    name: 'global search by one word',
    method: 'GET',
    path: `/api/search?q=silva`,
    authenticated: true,
    floor: globalSearch(ctx, 'silva'),
  },
  {
    name: 'global search by CPF',
    method: 'GET',
    path: `/api/search?q=${ctx.cpf ?? 'no-cpf-from-api'}`,
    authenticated: true,
    floor: ctx.cpf ? globalSearch(ctx, ctx.cpf) : null,
  },
  {
    name: 'company detail',
    method: 'GET',
    path: `/api/companies/${ctx.companyId ?? 'no-company-from-api'}`,
    authenticated: true,
    // lib/records.ts findRecord.
    floor: [
      authLookup(ctx),
      {
        name: 'companies_by_id',
        text: 'SELECT * FROM companies WHERE id = $1 LIMIT 1',
        params: [ctx.companyId],
      },
    ],
  },
  // The weighted score's SQL is built from the process's assessments and the current weights
  // (applications/ranking.ts): its floor replays what the service sent (captured-floor.ts).
  processRead(ctx, 'ranked applications', ctx.processId, 'applications?limit=10', ctx.rankedApplicationsSql),
  processRead(ctx, 'process board', ctx.processId, 'board?perStage=20', ctx.processBoardSql),
  processRead(ctx, 'process funnel', ctx.processId, 'funnel', ctx.processFunnelSql),
  // The same two of the process of 20,000 applications: ranking every one is their cost, and at
  // 50 connections their answers outlast a turn.
  processRead(
    ctx,
    'ranked applications (large process)',
    ctx.largeProcessId,
    'applications?limit=10',
    ctx.largeRankedApplicationsSql,
    1,
  ),
  processRead(
    ctx,
    'process board (large process)',
    ctx.largeProcessId,
    'board?perStage=20',
    ctx.largeProcessBoardSql,
    1,
  ),
  {
    name: 'messages list',
    method: 'GET',
    path: `/api/messages/author/${ctx.adminId}?typeUser=2`,
    authenticated: true,
    floor: messagesList(ctx),
  },
  {
    name: 'email errors log',
    method: 'GET',
    path: '/api/logs/email-errors?page=1&limit=10',
    authenticated: true,
    floor: emailErrorsLog(ctx),
  },
  // The other lists as they open (first page, their default sort) and searched: the declarations
  // of lib/resource.ts and lib/joined-list.ts serve them. No floor yet: compared with a baseline.
  ...listsAsTheyOpen(ctx),
  // The web app as a browser asks for it: a page's HTML and the entry script, brotli accepted.
  {
    name: 'web login page',
    method: 'GET',
    path: '/auth/login',
    headers: { 'accept-encoding': 'br, gzip' },
    authenticated: false,
    floor: null,
  },
  {
    name: 'web entry script',
    method: 'GET',
    path: ctx.entryScript ?? '/assets/no-web-build.js',
    headers: { 'accept-encoding': 'br, gzip' },
    authenticated: false,
    floor: null,
  },
  {
    name: 'dashboard summary',
    method: 'GET',
    path: '/api/dashboard/summary',
    authenticated: true,
    floor: dashboardSummary(ctx),
  },
  {
    name: "companies search ('Logística')",
    method: 'GET',
    path: `/api/companies?page=1&limit=10&key=${encodeURIComponent(COMPANY_KEY)}`,
    authenticated: true,
    floor: null,
  },
  // Two words in another order than the names hold them (issue 70, decision 054).
  {
    name: 'companies search by two words',
    method: 'GET',
    path: `/api/companies?page=1&limit=10&key=${encodeURIComponent('logistica nascimento')}`,
    authenticated: true,
    floor: null,
  },
  {
    name: 'processes page 1',
    method: 'GET',
    path: '/api/selective-processes?page=1&limit=10',
    authenticated: true,
    floor: null,
  },
  {
    name: 'subscriptions page 1',
    method: 'GET',
    path: '/api/subscriptions?page=1&limit=10',
    authenticated: true,
    floor: null,
  },
  // Its searches outlast their turn at 50 connections: the next endpoint waits for them to end.
  {
    name: 'processes search',
    method: 'GET',
    path: '/api/selective-processes?page=1&limit=10&key=analista',
    authenticated: true,
    floor: null,
  },
  // A company's name many processes carry (decision 037): matched by their company, counted to the cap.
  {
    name: 'processes search by company name',
    method: 'GET',
    path: `/api/selective-processes?page=1&limit=10&key=${encodeURIComponent(COMPANY_KEY)}`,
    authenticated: true,
    floor: null,
  },
  {
    name: 'processes search by two words',
    method: 'GET',
    path: `/api/selective-processes?page=1&limit=10&key=${encodeURIComponent('seletivo 917')}`,
    authenticated: true,
    floor: null,
  },
  // The reports (decision 053) for the last twelve months, as the page opens them: computed on request.
  ...(['time-to-hire', 'stages', 'processes', 'commercial'] as const).map((report) => ({
    name: `report ${report}`,
    method: 'GET' as const,
    path: `/api/reports/${report}?${LAST_TWELVE_MONTHS}`,
    authenticated: true,
    floor: null,
  })),
  // A report's figures open Candidaturas filtered to what they count: the year's hires, and those
  // that reached the hiring stage (6th) of the year's applications.
  ...(
    [
      ['hires', 'status=hired', 'hired'],
      ['reached', 'reached=5', 'enrolled'],
    ] as const
  ).map(([figure, filter, period]) => ({
    name: `applications of a report figure (${figure})`,
    method: 'GET' as const,
    path: `/api/applications?page=1&limit=10&${filter}&${LAST_TWELVE_MONTHS.replace('from=', `${period}From=`).replace('&to=', `&${period}To=`)}`,
    authenticated: true,
    floor: null,
  })),
  // The server answers from the figures it counted within DASHBOARD_TTL_SECONDS, one recount at a
  // time behind them. No floor: a recount on every request at 50 connections (what it would replay)
  // stays queued for minutes after its turn; a recount's cost is in BENCHMARKS.md (decision 059).
  {
    name: 'funnel overview',
    method: 'GET',
    path: '/api/dashboard/funnel',
    authenticated: true,
    floor: null,
  },
];
