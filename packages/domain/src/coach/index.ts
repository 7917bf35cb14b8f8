export * from './allowance';
export * from './error-catalogue';
export * from './hint-ladder';
export * from './leak-guard';
export * from './messages';
export * from './prompt';
