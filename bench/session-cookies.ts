// A member's session as cookies a browser holds before its visit, from the `Cookie` header value the
// bench's signed-in client sends (name=value pairs for the site's origin).
export interface OriginCookie {
  name: string;
  value: string;
  url: string;
}

export const cookiesOf = (header: string, url: string): OriginCookie[] =>
  header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
