import { expect } from 'vitest';

type Cookie = { name: string; value: string; path: string };

/**
 * A browser just good enough for the flow: one cookie jar for 127.0.0.1 (cookies ignore ports,
 * so the shop and the provider share it, as in a real browser), redirects followed by hand.
 * `route` stands for a load balancer: where a request for an address really goes.
 */
export function createProviderBrowser(base: string, route: (url: URL) => URL = (url) => url) {
  const jar = new Map<string, Cookie>();
  const seen: { url: string; status: number; setCookie: string[] }[] = [];

  function store(header: string, requestPath: string) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const cookie: Cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), path: requestPath.replace(/\/[^/]*$/, '') || '/' };
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      if (/^path$/i.test(key)) cookie.path = value;
      if (/^max-age$/i.test(key) && Number(value) <= 0) expired = true;
      if (/^expires$/i.test(key) && Date.parse(value) <= Date.now()) expired = true;
    }
    const key = `${cookie.name};${cookie.path}`;
    if (expired) jar.delete(key);
    else jar.set(key, cookie);
  }
  const cookiesFor = (path: string) =>
    [...jar.values()].filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));

  async function request(url: URL, form?: Record<string, string>) {
    const cookie = cookiesFor(url.pathname).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(route(url), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const setCookie = res.headers.getSetCookie();
    for (const header of setCookie) store(header, url.pathname);
    seen.push({ url: url.href, status: res.status, setCookie });
    return res;
  }

  return {
    base,
    jar,
    seen,
    cookie: (name: string) => [...jar.values()].find((c) => c.name === name),
    /**
     * Opens an address (or submits a form) and follows redirects until a page answers, the
     * browser lands on one of the app's pages, or `stopAt` says so. Answers where it stopped.
     */
    async open(address: string | URL, { form, stopAt }: { form?: Record<string, string>; stopAt?: (url: URL) => boolean } = {}) {
      let url = new URL(address, base);
      let res = await request(url, form);
      for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
        if (hops > 10) throw new Error('too many redirects');
        url = new URL(res.headers.get('location')!, url);
        const appPage = url.origin === base && !url.pathname.startsWith('/api/');
        if (appPage || stopAt?.(url)) return { url, res };
        res = await request(url);
      }
      return { url, res };
    },
  };
}
export type Browser = ReturnType<typeof createProviderBrowser>;

/** Signs in on the provider's development login page and gives consent, as a person would. */
export async function signInAtProvider(browser: Browser, email: string, stopAt?: (url: URL) => boolean) {
  let at = await browser.open('/api/auth/google', { stopAt });
  for (const step of ['login', 'consent'] as const) {
    if (at.url.origin === browser.base) break;
    const html = await at.res.text();
    expect(html, `the provider's ${step} form`).toContain(`name="prompt" value="${step}"`);
    const action = html.match(/<form[^>]*action="([^"]+)"/)![1]!;
    const fields: Record<string, string> = step === 'login' ? { prompt: 'login', login: email, password: 'anything' } : { prompt: 'consent' };
    at = await browser.open(new URL(action.replaceAll('&amp;', '&'), at.url), { form: fields, stopAt });
  }
  return at.url;
}
