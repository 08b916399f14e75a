/*
 * Runtime configuration of the sign-in front end (one build, every environment).
 * Operators replace this one file per environment; nothing is rebuilt.
 * Every key is optional; the values below are the demo defaults.
 *
 *   apiBase          where calls go                          '/home/api/'
 *   companyAppUrl    base URL of the company (buyer) app    '/demo/company'
 *   factoryAppUrl    base URL of the factory app             '/demo/factory'
 *   mainSiteUrl      main site home (embedded login)         '/demo/main'
 *   trustedHosts     hosts allowed for referrer_url, Special and stored URLs
 *                    ('example.com' also matches its subdomains)
 *   wechatAppId      app id of the WeChat QR widget; empty shows the demo stand-in
 *   supportQrUrl     contact-support QR image
 *   companyName      footer company name
 *   filingNumber     ICP filing number
 *   seasonal         [{ from, to, logo, banner }] windows in Unix seconds
 */
window.__HOME_CONFIG__ = {
  apiBase: '/home/api/',
  trustedHosts: ['localhost', '127.0.0.1'],
}
