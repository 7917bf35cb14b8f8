/**
 * Where the code widgets report failures of their own calls (spec section 8: "A failed log call
 * is reported by the client"). Callers also write to the console; the product's error-reporting
 * service plugs in here with setCodeErrorReporter, and until one does a report goes nowhere else.
 */
export interface ErrorReporter {
  report(error: unknown, context: Record<string, unknown>): void;
}

const noReporter: ErrorReporter = { report: () => undefined };

let current: ErrorReporter = noReporter;

export function setCodeErrorReporter(reporter: ErrorReporter | null): void {
  current = reporter ?? noReporter;
}

/** The reporter in force now (read at report time, so a late registration still counts). */
export const codeErrorReporter: ErrorReporter = {
  report: (error, context) => current.report(error, context),
};
