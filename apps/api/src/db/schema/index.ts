/** Every table, one file per domain. drizzle-kit reads this folder to generate migrations. */
export * from './accounts';
export * from './billing';
export * from './jobs';
export * from './platform';
export * from './stories';
export * from './books';
export * from './audit';
export * from './print-orders';
export * from './uploaded-books';
export * from './contact';
export * from './share-links';
export * from './saved-characters';
