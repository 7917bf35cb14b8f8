import http from 'node:http';
import https from 'node:https';
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { GitFailure } from './git-remote';

/**
 * isomorphic-git's HTTP client, over node:http(s), within a byte budget and a deadline shared by
 * every request of one operation: past either, the request is aborted with a GitFailure.
 * Redirects are not followed, so the access token (a header) never reaches another host.
 */
export function limitedHttpClient(limits: { maxDownloadBytes: number; deadline: number }): HttpClient {
  let received = 0;
  const remaining = () => limits.deadline - Date.now();

  async function* counted(
    stream: AsyncIterable<Buffer>,
    signal: AbortSignal,
    abort: () => void,
  ): AsyncIterableIterator<Uint8Array> {
    try {
      for await (const chunk of stream) {
        received += chunk.byteLength;
        if (received > limits.maxDownloadBytes) throw new GitFailure('too-large');
        yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
    } catch (error) {
      abort();
      throw signal.aborted ? new GitFailure('too-slow') : error;
    }
  }

  async function request({
    url,
    method = 'GET',
    headers = {},
    body,
  }: GitHttpRequest): Promise<GitHttpResponse> {
    if (remaining() <= 0) throw new GitFailure('too-slow');
    const chunks: Uint8Array[] = [];
    if (body) for await (const chunk of body) chunks.push(chunk);
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const signal = AbortSignal.timeout(remaining());
    return new Promise<GitHttpResponse>((resolve, reject) => {
      const req = client.request(target, { method, headers, signal }, (res) => {
        resolve({
          url,
          method,
          statusCode: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([key, value]) => [
              key,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: counted(res, signal, () => req.destroy()),
        });
      });
      req.on('error', (error) => reject(signal.aborted ? new GitFailure('too-slow') : error));
      req.end(chunks.length > 0 ? Buffer.concat(chunks) : undefined);
    });
  }

  return { request };
}
