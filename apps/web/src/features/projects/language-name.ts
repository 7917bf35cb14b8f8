const NAMES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  cpp: 'C++',
  c: 'C',
  java: 'Java',
  bash: 'Bash',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
};

export const languageName = (language: string) => NAMES[language] ?? language;
