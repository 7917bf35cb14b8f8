export { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
export * from './client';
export * from './schema/index';
export { seed } from './seed/index';
