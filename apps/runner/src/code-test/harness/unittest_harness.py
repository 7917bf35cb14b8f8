"""Runs one unittest module and reports the spec's live test result (total_tests, passed_tests,
failure_description) as JSON on descriptor 4, apart from whatever the tests print."""
import json
import os
import sys
import unittest


def describe(test, trace):
    last = [line for line in trace.strip().splitlines() if line.strip()]
    return f"{test.id()}: {last[-1].strip() if last else 'failed'}"


def main():
    module = sys.argv[1]
    sys.path.insert(0, os.getcwd())
    suite = unittest.defaultTestLoader.loadTestsFromName(module)
    result = unittest.TextTestRunner(stream=sys.stderr, verbosity=2).run(suite)
    problems = [describe(t, tr) for t, tr in result.failures + result.errors]
    problems += [f"{t.id()}: unexpected success" for t in result.unexpectedSuccesses]
    total = result.testsRun - len(result.skipped)
    report = {
        "total_tests": total,
        "passed_tests": max(0, total - len(problems)),
        "failure_description": "\n".join(problems) or None,
    }
    with os.fdopen(4, "w") as channel:
        json.dump(report, channel)


main()
