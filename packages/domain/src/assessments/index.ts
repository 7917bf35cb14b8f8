export * from './adaptive';
export * from './levels';
export * from './messages';
export * from './question-rules';
export * from './rasch';
export * from './recommendations';
export * from './timing';
