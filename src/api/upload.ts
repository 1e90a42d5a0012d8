import { errorFromFetchFailure, errorFromResponse } from './failureMapping';
import { buildUrl, DEFAULT_TIMEOUT_MS, type HttpConfig } from './http';
import type { UploadOptions } from './mediaModel';

/**
 * POSTs a file as the raw body and resolves to the parsed JSON answer. XMLHttpRequest, not fetch:
 * only it reports upload progress over HTTP/1.1 (fetch's request streams need HTTP/2 and half-duplex).
 * Loaded on demand, with the rest of the upload code.
 */
export function sendFile(config: HttpConfig, path: string, file: Blob, options: UploadOptions = {}): Promise<unknown> {
  const url = buildUrl(config.baseUrl, path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = Math.max(config.timeoutMs ?? DEFAULT_TIMEOUT_MS, 120_000);
    xhr.setRequestHeader('API-KEY', config.apiKey);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = config.getToken?.();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse({ status: xhr.status, bodyText: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After'), url, signin: false }));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch (cause) {
        reject(errorFromFetchFailure(cause, url, null));
      }
    };
    xhr.onerror = () => reject(errorFromFetchFailure(new Error('the upload was interrupted'), url, null));
    xhr.ontimeout = () => reject(errorFromFetchFailure(new Error('timed out'), url, xhr.timeout));
    xhr.onabort = () => reject(errorFromFetchFailure(new Error('the upload was cancelled'), url, null));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
