/**
 * The end-to-end run against nginx: the demo back end on loopback (the same
 * server as the other end-to-end tests, here only as nginx's /home/api/
 * upstream and as the main applications on another origin), and nginx with
 * deploy/nginx.conf in front of the uploaded build. Both stop when the run
 * ends, also when a test fails (the returned teardown; nginx.ts also kills
 * nginx when the process exits).
 */
import { startServer } from '../server'
import { NGINX_ENV, nginxConfigJs } from './env'
import { startNginx } from './nginx'
import { startParents } from './parents'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const backend = await startServer({ port: 0 })
  const backendOrigin = new URL(backend.url).origin
  const parents = await startParents()
  let nginx
  try {
    nginx = await startNginx({
      dist: 'dist',
      upstream: new URL(backend.url).host,
      frameParents: [parents.parent],
      configJs: nginxConfigJs(backendOrigin, parents.parent),
    })
  } catch (e) {
    await parents.close()
    await backend.close()
    throw e
  }
  process.env[NGINX_ENV.origin] = nginx.origin
  process.env[NGINX_ENV.home] = nginx.home
  process.env[NGINX_ENV.brotli] = nginx.brotli ? '1' : ''
  process.env[NGINX_ENV.backend] = backendOrigin
  process.env[NGINX_ENV.parent] = parents.parent
  process.env[NGINX_ENV.foreign] = parents.foreign
  console.log(`nginx ${nginx.origin} (deploy/nginx.conf${nginx.brotli ? ', brotli_static' : ''}) → back end ${backendOrigin}`)
  return async () => {
    await nginx.stop()
    await parents.close()
    await backend.close()
  }
}
