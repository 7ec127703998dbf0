// Written by `npm run gen:index` from the folders: do not edit.
// Drizzle needs every table in one object; each domain keeps its tables in its own file.
export * from './applications';
export * from './candidates';
export * from './companies';
export * from './imports';
export * from './interviews';
export * from './jobs';
export * from './lgpd-requests';
export * from './logs';
export * from './messages';
export * from './partners';
export * from './plans';
export * from './rate-limits';
export * from './report-schedules';
export * from './row-counts';
export * from './security-incidents';
export * from './selective-processes';
export * from './sessions';
export * from './stage-rules';
export * from './subscriptions';
export * from './users';
export * from './vouchers';
export * from './workspace';
