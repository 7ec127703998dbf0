/**
 * What an attacker or a broken client sends: each value names itself, so a failing request says
 * which one broke the server.
 */
export type Hostile = { name: string; value: string };

/** Text that breaks naive code: PostgreSQL refuses NUL in text, JS strings may hold lone surrogates. */
export const HOSTILE_STRINGS: Hostile[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'lone surrogate', value: 'x\uD800y' },
  { name: 'RTL override', value: 'abc\u202Etxt.exe' },
  { name: 'emoji', value: '👩🏽‍💻🇧🇷' },
  { name: 'combining marks', value: 'Q\u0351\u0337X\u0300\u0301\u0302' },
  { name: 'zero width', value: '\u200B\uFEFF\u200D' },
  { name: 'SQL OR', value: "' OR 1=1 --" },
  { name: 'SQL DROP', value: "'; DROP TABLE users; --" },
  { name: 'HTML script', value: '<script>alert(1)</script>' },
  { name: 'HTML attribute', value: '"><img src=x onerror=alert(1)>' },
  { name: 'LIKE wildcards', value: '%_%' },
];

/** Characters no text column can store faithfully: the input guard refuses them by name. */
export const UNSTORABLE = new Set(['NUL', 'lone surrogate']);

/** Numbers as raw JSON text: 1e309 parses to Infinity, which JSON.stringify could never send. */
export const HOSTILE_NUMBERS: Hostile[] = [
  { name: 'negative', value: '-1' },
  { name: 'fraction', value: '-0.5' },
  { name: 'huge', value: '1e308' },
  { name: 'overflow to Infinity', value: '1e309' },
  { name: 'unsafe integer', value: String(Number.MAX_SAFE_INTEGER + 2) },
  { name: 'int4 overflow', value: '2147483648' },
  { name: 'NaN as text', value: '"NaN"' },
];

/** Query-string numbers, already encoded. */
export const HOSTILE_QUERY_NUMBERS = [
  'abc',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2147483648',
  '',
];

/** Ids that are not UUIDs, already encoded for a path segment or a query value. */
export const BAD_IDS: Hostile[] = [
  { name: 'not a uuid', value: 'not-a-uuid' },
  { name: 'invalid hex', value: '00000000-0000-0000-0000-00000000000g' },
  { name: 'SQL', value: encodeURIComponent("' OR 1=1") },
  { name: 'NUL', value: '%00' },
  { name: 'traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'invalid UTF-8', value: '%FF%FE' },
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Encodes a hostile string for a query value; a lone surrogate has no UTF-8 form, so its CESU bytes go raw. */
export const encodeQueryValue = (value: string): string =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');

/** Long enough to pass any field's length limit, short enough to stay under the 1 MiB body limit. */
export const ONE_MB = 1_000_000;
/** One byte over the server's bodyLimit (1 MiB). */
export const OVER_BODY_LIMIT = 1024 * 1024 + 1;
