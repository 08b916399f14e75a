import { PRODUCTION_LIKE_CONFIG } from '../production-config'

/** What the nginx run's global setup hands to its tests (environment variables: the tests run in other processes). */
export const NGINX_ENV = {
  origin: 'HOME_NGINX_ORIGIN',
  home: 'HOME_NGINX_HOME',
  brotli: 'HOME_NGINX_BROTLI',
  backend: 'HOME_NGINX_BACKEND',
  parent: 'HOME_NGINX_PARENT',
  foreign: 'HOME_NGINX_FOREIGN',
} as const

/**
 * The environment's config.js: the production-like one (e2e/production-config.ts) with the main
 * applications on the back end's origin (another origin than nginx's, reachable from the test).
 */
export function nginxConfigJs(backendOrigin: string, mainSite: string): string {
  const config = {
    ...PRODUCTION_LIKE_CONFIG,
    companyAppUrl: `${backendOrigin}/demo/company`,
    factoryAppUrl: `${backendOrigin}/demo/factory`,
    mainSiteUrl: `${mainSite}/`,
  }
  return `window.__HOME_CONFIG__ = ${JSON.stringify(config, null, 2)}\n`
}

export interface NginxRun {
  /** nginx, serving the build under /home/. */
  origin: string
  /** The folder nginx serves /home/ from. */
  home: string
  brotli: boolean
  /** The demo back end (/home/api/ upstream; the main applications' stand-ins). */
  backend: string
  /** The main site: allowed to frame /home/LoginIfarme. */
  parent: string
  /** Another origin, not allowed to frame anything. */
  foreign: string
}

export function nginxEnv(): NginxRun {
  const read = (key: keyof typeof NGINX_ENV) => {
    const value = process.env[NGINX_ENV[key]]
    if (value === undefined) throw new Error('the nginx tests run with playwright.nginx.config.ts (its global setup starts nginx)')
    return value
  }
  return {
    origin: read('origin'),
    home: read('home'),
    brotli: read('brotli') === '1',
    backend: read('backend'),
    parent: read('parent'),
    foreign: read('foreign'),
  }
}
