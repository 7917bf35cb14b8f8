/**
 * The editor grammar for a file of the learner's home, by its name (codemirror-languages.ts knows
 * these names); 'text' when none fits, so an unknown file still opens, uncoloured.
 */
const BY_EXTENSION: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  json: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  sh: 'bash',
  bash: 'bash',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  java: 'java',
  rs: 'rust',
  go: 'go',
  rb: 'ruby',
};

const BY_NAME: Record<string, string> = { '.bashrc': 'bash', '.profile': 'bash', Dockerfile: 'bash' };

export function labFileLanguage(path: string): string {
  const name = path.split('/').at(-1) ?? '';
  const named = BY_NAME[name];
  if (named) return named;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'text';
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'text';
}
