// Drizzle needs every table in one object; each domain keeps its tables in its own file.
export * from './logs';
export * from './messages';
export * from './rate-limits';
export * from './row-counts';
export * from './users';
export * from './candidates';
export * from './companies';
export * from './partners';
export * from './selective-processes';
export * from './applications';
export * from './plans';
export * from './vouchers';
export * from './subscriptions';
export * from './workspace';
export * from './imports';
export * from './sessions';
