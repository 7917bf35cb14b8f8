import type { RouteRef } from '@learnbox/contracts/route-refs';
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
};
