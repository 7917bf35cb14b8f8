import type { RouteRef } from '@learnbox/contracts/route-refs';
import type { UploadedImage } from '@learnbox/contracts/uploads';
import { NETWORK_ERROR_TEXT } from '@learnbox/domain';
import { buildApiPath, type CallArgs, type CallReply } from './api-path';
import { type ApiResult, readApiReply } from './api-result';

export type { ApiResult } from './api-result';

/**
 * The browser's one way to the api: `api.call(apiRefs.progress.myCourses, { params, query,
 * body })` sends JSON to the route's path on this origin (the session cookie rides along) and
 * reads the reply, typed by the route's schema.
 */
export const api = {
  async call<Ref extends RouteRef>(
    route: Ref,
    ...[input]: CallArgs<Ref>
  ): Promise<ApiResult<CallReply<Ref>>> {
    const body = (input as { body?: unknown } | undefined)?.body;
    let response: Response;
    try {
      response = await fetch(buildApiPath(route, input ?? {}), {
        method: route.method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
    }
    return readApiReply<CallReply<Ref>>(response);
  },

  /**
   * Posts a file to a signed upload link from one of the upload-URL routes (apiRefs.uploads.*):
   * multipart/form-data with the file in `file-0` (spec section 7). Only same-origin
   * `/api/uploads?...` links are followed, whatever the reply said.
   */
  async upload(uploadUrl: string, file: Blob, fileName: string): Promise<ApiResult<UploadedImage>> {
    if (!uploadUrl.startsWith('/api/uploads?'))
      return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
    const form = new FormData();
    form.append('file-0', file, fileName);
    let response: Response;
    try {
      response = await fetch(uploadUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json' },
        body: form,
      });
    } catch {
      return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
    }
    return readApiReply<UploadedImage>(response);
  },
};
