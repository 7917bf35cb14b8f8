import type { CodeTestWidget, TestWidgetRequest } from '@learnbox/contracts';
import type { CodeTestResponse } from '@learnbox/contracts/runner';
import { notFound } from '../content';
import type { CodeRequester, CodeService } from './code.service';
import type { PageWidgetReader } from './page-widgets';

/**
 * POST /api/code/test-widget: runs a learner's files against a CodeTest widget's test file on the
 * runner's /code_test/execute. The test file stays on the server; the page is read with its own
 * access rules (404, locked 403), and the run takes the same path as every other run.
 */
export function createWidgetTester(deps: { code: CodeService; pages: PageWidgetReader }) {
  return {
    async test(
      request: TestWidgetRequest,
      requester: CodeRequester,
      signal?: AbortSignal,
    ): Promise<CodeTestResponse> {
      const widgets = await deps.pages.widgetsOf(request, requester.user);
      const widget = widgets.find(
        (item): item is CodeTestWidget => item.type === 'CodeTest' && item.id === request.widget_id,
      );
      if (!widget) throw notFound(`a live test widget “${request.widget_id}” on this page`);
      // The learner may not replace the test file with one of their own.
      const files = request.files.filter((file) => file.name !== widget.test_file.name);
      return deps.code.run(
        'code_test/execute',
        {
          language: widget.language,
          files: files.length > 0 ? files : widget.files,
          testScript: widget.test_file.content,
          testFileName: widget.test_file.name,
        },
        requester,
        signal,
      );
    },
  };
}
