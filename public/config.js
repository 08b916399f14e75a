/*
 * Runtime configuration: the one file operators replace per environment (docs/deploy.md,
 * lists every key). Every key is optional; these are the demo's settings.
 */
window.__HOME_CONFIG__ = {
  apiBase: '/home/api/',
  trustedHosts: ['localhost', '127.0.0.1'],
  wechatMpAppId: 'demo',
}
