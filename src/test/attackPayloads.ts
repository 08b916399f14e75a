/**
 * What an attacker puts where the page may navigate or show text: the unit tests of every
 * navigation decision take the whole list (src/outcomes/redirects.test.ts), the end-to-end tests a
 * few of each kind through the real page (e2e/security.spec.ts).
 */
export const REDIRECT_PAYLOADS = [
  'https://evil.example/',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://127.0.0.1.evil.example/',
  'https://localhost.evil.example/',
  'https://evil.example/127.0.0.1',
  'https://127.0.0.1@evil.example/',
  'http://localhost:80@evil.example/',
  'https://evil.example?next=localhost',
  'https://evil.example#127.0.0.1',
  'https:evil.example',
  ' https://evil.example',
  'http://evil。example/',
  'https://xn--lcalhost-o9a.example/',
] as const

/** One of each kind, for the end-to-end tests: another host, protocol-relative, a script URL, a look-alike of a trusted host, userinfo. */
export const REDIRECT_KINDS = [
  'https://evil.example/',
  '//evil.example/x',
  'JaVaScRiPt:alert(document.domain)',
  'https://127.0.0.1.evil.example/',
  'https://127.0.0.1@evil.example/',
] as const satisfies ReadonlyArray<(typeof REDIRECT_PAYLOADS)[number]>

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '"><img src=x onerror=alert(4)>',
  "'><script>alert(5)</script>",
  '<iframe src="javascript:alert(6)"></iframe>',
  '<a href="javascript:alert(7)">点我</a>',
  '<body onload=alert(8)>',
  '<details open ontoggle=alert(9)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(10)>',
  'javascript:alert(11)',
  '{{constructor.constructor("alert(12)")()}}',
  '${alert(13)}',
  '<input autofocus onfocus=alert(14)>',
  '<video><source onerror=alert(15)>',
  '<object data="javascript:alert(16)">',
  '<marquee onstart=alert(17)>',
  '<style>@import "javascript:alert(18)"</style>',
  '&lt;img src=x onerror=alert(19)&gt;',
  '<scr<script>ipt>alert(20)</scr</script>ipt>',
] as const
