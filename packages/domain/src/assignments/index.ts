export * from './assignment-rules';
export * from './messages';
