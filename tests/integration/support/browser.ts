// A minimal browser for integration tests: a cookie jar (per host, path-aware enough for our cookies)
// and manual redirects, so a test can walk the OIDC flow hop by hop like a browser would.

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  /** `fixedHeaders` go with every request (e.g. X-Forwarded-For from a trusted proxy). */
  constructor(
    readonly origin: string,
    private readonly fixedHeaders: Record<string, string> = {},
    private readonly jar = new Map<string, StoredCookie>(),
  ) {}

  /** The same browser (the same cookies) sending `headers` with every request from now on. */
  withHeaders(headers: Record<string, string>): TestBrowser {
    return new TestBrowser(this.origin, { ...this.fixedHeaders, ...headers }, this.jar);
  }

  private store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const pathAttr = attributes.find((a) => a.toLowerCase().startsWith('path='));
      const path = pathAttr ? pathAttr.slice(5) : '/';
      const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      const key = `${name};${path}`;
      if (expired) this.jar.delete(key);
      else this.jar.set(key, { name, value, path });
    }
  }

  cookieHeader(pathname: string): string {
    return [...this.jar.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** Forgets a cookie (and its signature), as if it had never been set. */
  forget(name: string): void {
    for (const [key, cookie] of this.jar) if (cookie.name === name || cookie.name === `${name}.sig`) this.jar.delete(key);
  }

  hasCookie(name: string): boolean {
    return [...this.jar.values()].some((c) => c.name === name);
  }

  /** One request, no redirect following. Same-origin headers like a browser's fetch. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers({ ...this.fixedHeaders, ...Object.fromEntries(new Headers(init.headers).entries()) });
    const cookies = this.cookieHeader(target.pathname);
    if (cookies) headers.set('cookie', cookies);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', this.origin);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(res.headers.getSetCookie());
    return res;
  }

  /** GET and follow redirects; returns every hop's URL and the final response. */
  async navigate(url: string, maxHops = 15): Promise<{ hops: string[]; response: Response }> {
    const hops: string[] = [];
    let current = new URL(url, this.origin).href;
    for (let i = 0; i < maxHops; i++) {
      hops.push(current);
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { hops, response };
      current = new URL(location, current).href;
    }
    throw new Error(`Too many redirects: ${hops.join(' -> ')}`);
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }
}
