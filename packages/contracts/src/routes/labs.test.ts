import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiRoutes } from './index';

const labsRoutes = apiRoutes.labs;

/** The lab calls of spec section 7, as the table names them, with the spec's field names. */
describe('labsRoutes', () => {
  it('has the spec section 7 calls', () => {
    expect(Object.values(labsRoutes).map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/instances',
      'POST /api/instances/:authorId/:workId/allocate',
      'POST /api/instances/:type/:authorId/:workId/allocate-android',
      'GET /api/instances/:instanceId/image/status',
      'GET /api/instances/:instanceId/int-daemon/status',
      'POST /api/instances/:authorId/:workId/:pageId/:docId/run_tests',
      'GET /api/instances/:authorId/:workId/:pageId/:docId/test-results',
      'POST /api/instances/log-interaction',
      'POST /api/userdata/live/interactions',
      'PUT /api/labs/:authorId/:workId/image/rebuild',
      'GET /api/labs/:authorId/:workId/image/build-status',
      'GET /api/labs/:authorId/:workId/image/build-log',
      'GET /api/labs',
      'GET /api/labs/:authorId/:workId',
      'GET /api/instances/:instanceId/files',
      'GET /api/instances/:instanceId/file',
      'PUT /api/instances/:instanceId/file',
      'DELETE /api/instances/:instanceId',
      'POST /api/instances/:instanceId/reset',
    ]);
  });

  it('names every :param of a path in its params schema', () => {
    for (const route of Object.values(labsRoutes)) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = 'params' in route ? Object.keys((route.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, route.path).toEqual(inPath);
    }
  });

  it('answers allocate with the spec fields', () => {
    expect(Object.keys(labsRoutes.allocate.reply.shape)).toEqual(
      expect.arrayContaining(['vm_status', 'request_id', 'vm_password', 'allocate_id', 'allocate_auth']),
    );
    expect(labsRoutes.allocate.reply.shape.preview_url.parse(null)).toBeNull();
  });

  it('refuses file paths that leave the home', () => {
    const path = (value: string) => labsRoutes.readFile.query.safeParse({ path: value }).success;
    expect(path('src/app.js')).toBe(true);
    expect(path('.bashrc')).toBe(true);
    expect(path('/etc/passwd')).toBe(false);
    expect(path('../other')).toBe(false);
    expect(path('src/../../x')).toBe(false);
    expect(path('a\0b')).toBe(false);
    expect(path('')).toBe(false);
  });

  it('reads the test-results query from strings', () => {
    expect(
      labsRoutes.testResults.query.parse({ document_type: 'page', attempt_count: '2', is_editor: 'false' }),
    ).toEqual({ document_type: 'page', attempt_count: 2, is_editor: false });
    expect(labsRoutes.testResults.query.safeParse({ document_type: 'page' }).success).toBe(false);
  });

  it('requires a document type to run tests and keeps results nullable while running', () => {
    expect(labsRoutes.runTests.body.safeParse({}).success).toBe(false);
    expect(
      labsRoutes.testResults.reply.parse({ live_test_status: null, results: null, request_id: 'r1' }),
    ).toEqual({ live_test_status: null, results: null, request_id: 'r1' });
  });

  it('reads the build log from line 0 by default', () => {
    expect(labsRoutes.buildLog.query.parse({ image_name: 'learnbox/lab-git-branching:1' })).toEqual({
      image_name: 'learnbox/lab-git-branching:1',
      from: 0,
    });
  });

  it('keeps interaction logs small', () => {
    const big = { blob: 'x'.repeat(20_000) };
    expect(labsRoutes.liveInteractions.body.safeParse({ interaction_map: big }).success).toBe(false);
    expect(labsRoutes.logInteraction.body.parse({})).toEqual({});
  });
});
