import { ApiError, ensureFreshAccessToken, tokenStore, type ApiPath } from '@web/lib/api-client';

const NETWORK_ERROR_MESSAGE = "Internet aloqasini tekshiring va qayta urinib ko'ring";

function once<T>(method: string, path: string, body: FormData, token: string | null, onProgress?: (share: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  }) as Promise<{ status: number; json: T | unknown }>;
}

/**
 * A multipart request that reports its upload progress (fetch cannot): the lesson video uploads.
 * Same rules as the api client: the bearer token, one refresh and retry on a 401, errors as ApiError.
 */
export async function uploadWithProgress<T>(method: 'POST' | 'PATCH' | 'PUT', path: ApiPath<'post' | 'patch' | 'put'>, body: FormData, onProgress?: (share: number) => void, signal?: AbortSignal): Promise<T> {
  // A new tab's first request: the access token is fetched with the refresh cookie first.
  const token = tokenStore.access ?? (tokenStore.signedIn ? await ensureFreshAccessToken().catch(() => null) : null);
  let res = await once<T>(method, path, body, token, onProgress, signal);
  if (res.status === 401 && token) {
    const fresh = await ensureFreshAccessToken(token);
    res = await once<T>(method, path, body, fresh, onProgress, signal);
  }
  if (res.status >= 200 && res.status < 300) return res.json as T;
  const err = (res.json ?? {}) as { code?: string; message?: string; errors?: Record<string, string>; params?: Record<string, string | number> };
  throw new ApiError(res.status, err.code ?? 'unknown_error', err.message ?? 'Xatolik yuz berdi', err.errors ?? {}, err.params);
}
