export * from './interviewer';
export * from './messages';
