/** node-postgres's value preparation (pg/lib/utils.js), which @types/pg does not describe. */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A query parameter as node-postgres sends it: text, a buffer (sent as binary) or null. */
    prepareValue: (value: unknown) => string | Buffer | null;
  };
  export default utils;
}
