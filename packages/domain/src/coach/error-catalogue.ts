/**
 * The common compiler and runtime errors of each runner language, in plain words (issue 18). One
 * row per error: the first row whose pattern matches the run's output explains it. The rows are
 * checked against real runner output of each language (apps/runner error-catalogue test), so a
 * compiler that changes its wording fails a test instead of silently losing the explanation.
 */

export type CatalogueLanguage =
  | 'javascript'
  | 'typescript'
  | 'python'
  | 'c'
  | 'cpp'
  | 'java'
  | 'rust'
  | 'bash'
  | 'go'
  | 'ruby';

export interface CatalogueEntry {
  id: string;
  languages: readonly CatalogueLanguage[];
  pattern: RegExp;
  /** The error's name as a learner sees it in the output. */
  title: string;
  /** What it means and what usually causes it, in plain words. */
  explanation: string;
  /** The first thing to look at; never a fix that could stand in for a solution. */
  check: string;
}

const NODE = ['javascript', 'typescript'] as const;
const GCC = ['c', 'cpp'] as const;

export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  // Python
  {
    id: 'python-indentation',
    languages: ['python'],
    pattern: /IndentationError|TabError/,
    title: 'IndentationError',
    explanation:
      'Python uses indentation to know which lines belong to a block (the body of an if, a loop or a function). A line is indented more or less than Python expects.',
    check:
      'Check that every line of the block starts at the same column, and that a line ending with a colon is followed by an indented line.',
  },
  {
    id: 'python-syntax',
    languages: ['python'],
    pattern: /SyntaxError/,
    title: 'SyntaxError',
    explanation:
      'Python could not read the program: something is not written the way the language expects, so nothing ran.',
    check: 'Look at the line shown and the one before it for a missing colon, bracket or quote.',
  },
  {
    id: 'python-name',
    languages: ['python'],
    pattern: /NameError: name '[^']*' is not defined/,
    title: 'NameError',
    explanation:
      'The program uses a name (a variable or a function) that does not exist at that point: it is misspelled, or it is created later or in another function.',
    check:
      'Compare the spelling of the name with where you created it, and make sure it is created before this line runs.',
  },
  {
    id: 'python-eof',
    languages: ['python'],
    pattern: /EOFError/,
    title: 'EOFError',
    explanation: 'The program asked for more input with input() than it was given.',
    check: 'Count how many lines the input has and how many times your program calls input().',
  },
  {
    id: 'python-zero-division',
    languages: ['python'],
    pattern: /ZeroDivisionError/,
    title: 'ZeroDivisionError',
    explanation: 'The program divided a number by zero, which has no answer.',
    check: 'Find the division on the line shown and think about which input makes its right side zero.',
  },
  {
    id: 'python-index',
    languages: ['python'],
    pattern: /IndexError/,
    title: 'IndexError',
    explanation:
      'The program asked a list or a string for a position it does not have: positions go from 0 to its length minus one.',
    check: 'Print the length and the position just before the line shown.',
  },
  {
    id: 'python-key',
    languages: ['python'],
    pattern: /KeyError/,
    title: 'KeyError',
    explanation: 'The program looked up a key that is not in the dictionary.',
    check: 'Check whether the key is added before it is read, or use .get() with a default.',
  },
  {
    id: 'python-value',
    languages: ['python'],
    pattern: /ValueError/,
    title: 'ValueError',
    explanation:
      'A function got a value of the right kind but with the wrong content, for example int() on text that is not a number.',
    check: 'Print the value passed on the line shown and compare it with the input.',
  },
  {
    id: 'python-type',
    languages: ['python'],
    pattern: /TypeError/,
    title: 'TypeError',
    explanation:
      'An operation got a value of the wrong kind, for example adding text to a number or calling something that is not a function.',
    check: 'Look at the kinds of the values on the line shown: input() always gives text.',
  },
  {
    id: 'python-attribute',
    languages: ['python'],
    pattern: /AttributeError/,
    title: 'AttributeError',
    explanation: 'The program used a method or field that this kind of value does not have.',
    check: 'Check the spelling of the method and the kind of the value before the dot.',
  },
  {
    id: 'python-recursion',
    languages: ['python'],
    pattern: /RecursionError/,
    title: 'RecursionError',
    explanation: 'A function kept calling itself without ever stopping.',
    check: 'Find the case where the function should return without calling itself again.',
  },
  // JavaScript and TypeScript run on Node.js; TypeScript is first compiled by esbuild.
  {
    id: 'node-not-defined',
    languages: NODE,
    pattern: /ReferenceError: \S+ is not defined/,
    title: 'ReferenceError',
    explanation: 'The program uses a name that was never declared, or is misspelled.',
    check: 'Compare the name with its declaration (let, const, function) and check it is in scope.',
  },
  {
    id: 'node-before-init',
    languages: NODE,
    pattern: /ReferenceError: Cannot access '[^']*' before initialization/,
    title: 'ReferenceError',
    explanation: 'A variable declared with let or const is used on a line that runs before its declaration.',
    check: 'Move the declaration above its first use.',
  },
  {
    id: 'node-undefined-property',
    languages: NODE,
    pattern: /TypeError: Cannot read properties of (undefined|null)/,
    title: 'TypeError',
    explanation:
      'The program read a property of a value that is undefined or null: the value it expected is not there.',
    check: 'Print the value before the dot on the line shown and find where it should have been set.',
  },
  {
    id: 'node-not-a-function',
    languages: NODE,
    pattern: /TypeError: \S+ is not a function/,
    title: 'TypeError',
    explanation: 'The program called something that is not a function: a misspelled method or a value.',
    check: 'Check the spelling of the call and what the name holds at that point.',
  },
  {
    id: 'node-const-assign',
    languages: NODE,
    pattern: /TypeError: Assignment to constant variable/,
    title: 'TypeError',
    explanation: 'A variable declared with const was given a new value.',
    check: 'Declare it with let if it must change.',
  },
  {
    id: 'node-stack',
    languages: NODE,
    pattern: /RangeError: Maximum call stack size exceeded/,
    title: 'RangeError',
    explanation: 'A function kept calling itself without ever stopping.',
    check: 'Find the case where the function should return without calling itself again.',
  },
  {
    id: 'node-syntax',
    languages: NODE,
    pattern: /SyntaxError|ERROR\]?:? (Expected|Unexpected)/,
    title: 'SyntaxError',
    explanation:
      'The program could not be read: something is not written the way the language expects, so nothing ran.',
    check: 'Look at the line shown for a missing bracket, parenthesis, quote or value.',
  },
  {
    id: 'node-thrown',
    languages: NODE,
    pattern: /^(Uncaught )?Error: /m,
    title: 'Error',
    explanation: 'The program threw an error on purpose (throw) and nothing caught it.',
    check: 'Read the message after "Error:" and find the throw that produced it.',
  },
  // C and C++ (GCC)
  {
    id: 'gcc-expected-semicolon',
    languages: GCC,
    pattern: /error: expected '?;'?|error: expected ‘;’/,
    title: 'expected ;',
    explanation: 'A statement is missing its semicolon, so the compiler cannot tell where it ends.',
    check: 'Look at the end of the line shown and the line before it.',
  },
  {
    id: 'gcc-undeclared',
    languages: GCC,
    pattern: /was not declared in this scope|undeclared|implicit declaration of function/,
    title: 'not declared',
    explanation:
      'The program uses a name the compiler has not seen yet: a misspelling, a missing #include, or a function defined below its first use.',
    check: 'Check the spelling, the #include lines, and that the declaration comes before this line.',
  },
  {
    id: 'gcc-undefined-reference',
    languages: GCC,
    pattern: /undefined reference to/,
    title: 'undefined reference',
    explanation: 'A function is declared but never defined, so the program cannot be linked.',
    check: 'Find the function named in the message and check its definition is there and spelled the same.',
  },
  {
    id: 'gcc-conversion',
    languages: GCC,
    pattern: /invalid conversion|incompatible types|cannot convert/,
    title: 'incompatible types',
    explanation: 'A value of one type is used where another type is needed.',
    check: 'Compare the type of the value with the type of the variable or parameter on the line shown.',
  },
  {
    id: 'gcc-uncaught',
    languages: ['cpp'],
    pattern: /terminate called after throwing/,
    title: 'uncaught exception',
    explanation: 'The program threw an exception and nothing caught it, so it stopped.',
    check: 'Read the exception message (what()) and find the throw that produced it.',
  },
  // Java
  {
    id: 'java-cannot-find-symbol',
    languages: ['java'],
    pattern: /error: cannot find symbol/,
    title: 'cannot find symbol',
    explanation:
      'The program uses a name Java does not know: a misspelled variable or method, or a missing import.',
    check: 'Read the "symbol:" line under the error and compare it with your declarations and imports.',
  },
  {
    id: 'java-incompatible-types',
    languages: ['java'],
    pattern: /error: incompatible types/,
    title: 'incompatible types',
    explanation: 'A value of one type is used where another type is needed, for example text in an int.',
    check: 'Compare the type of the value with the type of the variable on the line shown.',
  },
  {
    id: 'java-expected',
    languages: ['java'],
    pattern: /error: ('[^']+'|<identifier>|class, interface, enum, or record) expected/,
    title: 'expected',
    explanation: 'The compiler could not read the line: a symbol such as ; ) or } is missing.',
    check: 'Look at the end of the line shown and count the brackets of the block.',
  },
  {
    id: 'java-missing-return',
    languages: ['java'],
    pattern: /error: missing return statement/,
    title: 'missing return statement',
    explanation: 'A method that promises to return a value can reach its end without returning one.',
    check: 'Follow every branch of the method and make sure each ends with a return.',
  },
  {
    id: 'java-null-pointer',
    languages: ['java'],
    pattern: /NullPointerException/,
    title: 'NullPointerException',
    explanation: 'The program used an object that is null: it was never created or was set to null.',
    check: 'Find the value before the dot on the line shown and where it should have been created.',
  },
  {
    id: 'java-out-of-bounds',
    languages: ['java'],
    pattern: /(ArrayIndex|StringIndex|Index)OutOfBoundsException/,
    title: 'IndexOutOfBoundsException',
    explanation: 'The program asked an array, list or string for a position it does not have.',
    check: 'Positions go from 0 to length minus one: check the loop bounds.',
  },
  {
    id: 'java-number-format',
    languages: ['java'],
    pattern: /NumberFormatException/,
    title: 'NumberFormatException',
    explanation: 'The program tried to turn text that is not a number into a number.',
    check: 'Print the text passed to parseInt (or similar) and look for spaces or empty lines.',
  },
  {
    id: 'java-uncaught',
    languages: ['java'],
    pattern: /Exception in thread "main"/,
    title: 'uncaught exception',
    explanation: 'The program threw an exception and nothing caught it, so it stopped.',
    check: 'Read the first "at" line of the stack trace: it names the line that threw.',
  },
  // Rust
  {
    id: 'rust-mismatched-types',
    languages: ['rust'],
    pattern: /error\[E0308\]|mismatched types/,
    title: 'mismatched types',
    explanation: 'A value of one type is used where another type is needed.',
    check: 'Read the "expected … found …" note under the error and compare the two types.',
  },
  {
    id: 'rust-not-found',
    languages: ['rust'],
    pattern: /error\[E0425\]|error\[E0433\]|cannot find (value|function|type)/,
    title: 'cannot find',
    explanation: 'The program uses a name Rust does not know: a misspelling, or a missing use line.',
    check: 'Compare the name with its declaration and check the use lines at the top.',
  },
  {
    id: 'rust-moved',
    languages: ['rust'],
    pattern: /error\[E0382\]|use of moved value|borrow of moved value/,
    title: 'use of moved value',
    explanation:
      'A value was given away (moved) to another variable or function and then used again: in Rust a value has one owner.',
    check: 'Borrow it with & instead of moving it, or clone it when you need two copies.',
  },
  {
    id: 'rust-borrow-mut',
    languages: ['rust'],
    pattern: /error\[E0596\]|error\[E0384\]|cannot borrow .* as mutable|cannot assign twice/,
    title: 'not mutable',
    explanation: 'The program changes a variable that was not declared as changeable.',
    check: 'A variable that changes needs let mut.',
  },
  {
    id: 'rust-out-of-bounds',
    languages: ['rust'],
    pattern: /index out of bounds/,
    title: 'index out of bounds',
    explanation: 'The program asked a vector, array or slice for a position it does not have.',
    check: 'Positions go from 0 to len() - 1: check the loop bounds.',
  },
  {
    id: 'rust-unwrap',
    languages: ['rust'],
    pattern: /called `(Option|Result)::unwrap\(\)` on an? `(None|Err)`/,
    title: 'unwrap on None or Err',
    explanation: 'unwrap() was called on a value that was empty or an error, which stops the program.',
    check:
      'Print the value before unwrap(); parsing text with spaces or a newline is a common cause (trim it).',
  },
  {
    id: 'rust-panic',
    languages: ['rust'],
    pattern: /panicked at/,
    title: 'panic',
    explanation: 'The program stopped on purpose because something it relied on was not true.',
    check: 'The message after "panicked at" names the file and line.',
  },
  // Bash
  {
    id: 'bash-command-not-found',
    languages: ['bash'],
    pattern: /command not found/,
    title: 'command not found',
    explanation:
      'Bash tried to run a word as a command and found none by that name: a misspelling, or spaces around = in an assignment.',
    check: 'Write assignments as name=value with no spaces.',
  },
  {
    id: 'bash-syntax',
    languages: ['bash'],
    pattern: /syntax error/,
    title: 'syntax error',
    explanation:
      'Bash could not read the script: a keyword such as then, do, fi or done is missing or misplaced.',
    check: 'Check that every if has then and fi, and every loop has do and done.',
  },
  {
    id: 'bash-integer-expected',
    languages: ['bash'],
    pattern: /integer expression expected/,
    title: 'integer expression expected',
    explanation: 'A numeric comparison (-eq, -lt...) got something that is not a whole number.',
    check: 'Print the variables of the comparison: an empty one is the usual cause (quote it).',
  },
  {
    id: 'bash-unbound',
    languages: ['bash'],
    pattern: /unbound variable/,
    title: 'unbound variable',
    explanation: 'The script read a variable that was never set (set -u makes that an error).',
    check: 'Check the spelling of the variable and that it is set before this line.',
  },
  {
    id: 'bash-no-such-file',
    languages: ['bash'],
    pattern: /No such file or directory/,
    title: 'No such file or directory',
    explanation: 'The script used a file or folder that does not exist at that path.',
    check: 'Print the path and check where the script runs from (pwd).',
  },
  // Go
  {
    id: 'go-declared-not-used',
    languages: ['go'],
    pattern: /declared and not used|declared but not used|imported and not used/,
    title: 'declared and not used',
    explanation: 'Go refuses programs with a variable or import that is never used.',
    check: 'Use the name, remove it, or assign it to _.',
  },
  {
    id: 'go-undefined',
    languages: ['go'],
    pattern: /undefined: /,
    title: 'undefined',
    explanation: 'The program uses a name Go does not know: a misspelling or a missing import.',
    check: 'Compare the name with its declaration; exported names start with a capital letter.',
  },
  {
    id: 'go-syntax',
    languages: ['go'],
    pattern: /syntax error/,
    title: 'syntax error',
    explanation: 'Go could not read the program: something is missing or misplaced.',
    check: 'Look at the line shown for a missing value, bracket or brace.',
  },
  {
    id: 'go-index',
    languages: ['go'],
    pattern: /index out of range/,
    title: 'index out of range',
    explanation: 'The program asked a slice or array for a position it does not have.',
    check: 'Positions go from 0 to len - 1: check the loop bounds.',
  },
  {
    id: 'go-nil',
    languages: ['go'],
    pattern: /nil pointer dereference|nil map/,
    title: 'nil pointer',
    explanation: 'The program used a pointer or map that was never created.',
    check: 'Create it (with make or &T{}) before using it.',
  },
  {
    id: 'go-panic',
    languages: ['go'],
    pattern: /^panic: /m,
    title: 'panic',
    explanation: 'The program stopped on purpose because something it relied on was not true.',
    check: 'The stack trace under the message names the file and line.',
  },
  // Ruby
  {
    id: 'ruby-undefined-name',
    languages: ['ruby'],
    pattern: /undefined local variable or method/,
    title: 'NameError',
    explanation: 'The program uses a name that does not exist at that point, or is misspelled.',
    check: 'Compare the spelling with where the name is created.',
  },
  {
    id: 'ruby-no-method',
    languages: ['ruby'],
    pattern: /NoMethodError|undefined method/,
    title: 'NoMethodError',
    explanation:
      'The program called a method this value does not have; calling a method on nil is the most common case.',
    check: 'Print the value before the dot and find where it should have been set.',
  },
  {
    id: 'ruby-syntax',
    languages: ['ruby'],
    pattern: /SyntaxError|syntax error/,
    title: 'SyntaxError',
    explanation: 'Ruby could not read the program: an end, bracket or quote is missing or extra.',
    check: 'Count the ends: every def, if, do and class needs one.',
  },
  {
    id: 'ruby-zero-division',
    languages: ['ruby'],
    pattern: /ZeroDivisionError|divided by 0/,
    title: 'ZeroDivisionError',
    explanation: 'The program divided a whole number by zero.',
    check: 'Find the division on the line shown and which input makes its right side zero.',
  },
  {
    id: 'ruby-runtime',
    languages: ['ruby'],
    pattern: /\(RuntimeError\)/,
    title: 'RuntimeError',
    explanation: 'The program raised an error on purpose (raise) and nothing rescued it.',
    check: 'Read the message and find the raise that produced it.',
  },
];

/** Signals and limits, the same in every language. */
const SIGNAL_ENTRIES: Record<string, Omit<CatalogueEntry, 'languages' | 'pattern'>> = {
  SIGSEGV: {
    id: 'signal-segfault',
    title: 'segmentation fault',
    explanation:
      'The program read or wrote memory it does not own: a null or dangling pointer, or an index past the end of an array.',
    check: 'Check every pointer before using it and every index against the size.',
  },
  SIGFPE: {
    id: 'signal-fpe',
    title: 'arithmetic error',
    explanation: 'The program divided a whole number by zero.',
    check: 'Find the division and which input makes its right side zero.',
  },
  SIGABRT: {
    id: 'signal-abort',
    title: 'aborted',
    explanation: 'The program stopped itself: a failed assertion or an uncaught exception.',
    check: 'Read the message printed just before it stopped.',
  },
  SIGKILL: {
    id: 'signal-kill',
    title: 'stopped by the limits',
    explanation: 'The program ran too long or used too much memory and was stopped.',
    check: 'Look for a loop whose condition never becomes false.',
  },
};

export interface RunFailure {
  stderr?: string | null;
  compileOutput?: string | null;
  signal?: string | null;
}

export interface ErrorExplanation {
  entry: Omit<CatalogueEntry, 'languages' | 'pattern'>;
  /** The line of the learner's program the output names, when it names one. */
  line: number | null;
}

const LINE_PATTERNS: RegExp[] = [
  /File "[^"]*", line (\d+)/,
  /\bline (\d+)/,
  /\.(?:py|js|ts|c|cpp|cc|h|hpp|java|rs|sh|go|rb):(\d+)/,
  /--> [^:\s]+:(\d+):/,
];

/** The last line the output names in the learner's own files (Python prints the innermost last). */
export function lineNamed(output: string): number | null {
  for (const pattern of LINE_PATTERNS) {
    const all = [...output.matchAll(new RegExp(pattern.source, 'g'))].filter(
      (match) =>
        !/\/usr\/|node:internal|<frozen/.test(output.slice(Math.max(0, match.index - 80), match.index)),
    );
    const last = all.at(pattern.source.includes('line') ? -1 : 0);
    if (last) return Number(last[1]);
  }
  return null;
}

/** Explains a failed run from its output, or null when no row of the catalogue matches. */
export function explainError(language: string, failure: RunFailure): ErrorExplanation | null {
  const output = [failure.compileOutput ?? '', failure.stderr ?? ''].join('\n');
  const entry = ERROR_CATALOGUE.find(
    (row) => (row.languages as readonly string[]).includes(language) && row.pattern.test(output),
  );
  const line = lineNamed(output);
  if (entry) {
    const { languages: _languages, pattern: _pattern, ...rest } = entry;
    return { entry: rest, line };
  }
  const signal = failure.signal ? SIGNAL_ENTRIES[failure.signal] : undefined;
  return signal ? { entry: signal, line } : null;
}
