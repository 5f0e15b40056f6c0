/**
 * A small browser-like HTTP client for API tests: keeps cookies between calls and sends our Origin,
 * as the web app does.
 */
export function createHttpClient(baseUrl: string) {
  const cookies = new Map<string, string>();

  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        origin: baseUrl,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as Record<string, unknown> | undefined, text };
  };

  return {
    cookies,
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body ?? {}, headers),
    signUp: (email: string, password: string) => request('POST', '/api/auth/sign-up/email', { email, password, name: email.split('@')[0] }),
    signIn: (email: string, password: string) => request('POST', '/api/auth/sign-in/email', { email, password }),
    signOut: () => request('POST', '/api/auth/sign-out', {}),
  };
}
