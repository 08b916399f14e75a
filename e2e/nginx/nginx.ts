/**
 * A real nginx running deploy/nginx.conf, as an operator would: the build
 * uploaded as <root>/home/ with the environment's own config.js written over
 * it, the OPERATOR lines of the file set (port, root, upstream, the parents
 * allowed to frame /home/LoginIfarme, brotli where Debian's module is
 * installed), started as an unprivileged process in the foreground from a
 * throwaway prefix. Used by the end-to-end suite against nginx (global-setup.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../ports'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const DEPLOY_CONF = path.resolve('deploy/nginx.conf')

export interface NginxOptions {
  dist: string
  /** host:port of the back end answering /home/api/. */
  upstream: string
  /** Origins allowed to frame /home/LoginIfarme. */
  frameParents: readonly string[]
  /** The environment's config.js, written over the build's. */
  configJs: string
}

export interface RunningNginx {
  origin: string
  /** The folder nginx serves /home/ from (the uploaded build). */
  home: string
  brotli: boolean
  stop: () => Promise<void>
}

/** Replaces a line of deploy/nginx.conf that must be there exactly once. */
function setLine(conf: string, from: string, to: string): string {
  const count = conf.split(from).length - 1
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected "${from}" once, found it ${count} times`)
  return conf.replace(from, to)
}

/** deploy/nginx.conf with its OPERATOR lines set. */
function siteConf(options: { port: number; root: string; upstream: string; frameParents: readonly string[]; brotli: boolean }): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8')
  conf = setLine(conf, '    server 127.0.0.1:8080;', `    server ${options.upstream};`)
  conf = setLine(conf, '"https://www.toys.example";', `"${options.frameParents.join(' ')}";`)
  conf = setLine(conf, '    listen 80;', `    listen 127.0.0.1:${options.port};`)
  conf = setLine(conf, '    root /var/www/toy-platform;', `    root ${options.root};`)
  if (options.brotli) conf = setLine(conf, '    # brotli_static on;', '    brotli_static on;')
  return conf
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid)
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) chownTree(full, uid, gid)
    else chownSync(full, uid, gid)
  }
}

/** The user nginx runs as when we are root: nobody (uid/gid from the system, 65534 on Debian). */
function unprivileged(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim() || 65534)
  return { uid: id('-u'), gid: id('-g') }
}

async function waitUntilServing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const errors = existsSync(log) ? readFileSync(log, 'utf8').trim() : ''
  throw new Error(`nginx did not start serving ${url}${child.exitCode !== null ? ` (exited with ${child.exitCode})` : ''}\n${errors}`)
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}. Fix: sudo apt-get install -y nginx   (or set NGINX_PATH)`)
  const prefix = mkdtempSync(path.join(tmpdir(), 'home-nginx-'))
  const root = path.join(prefix, 'www')
  const home = path.join(root, 'home')
  // What an operator uploads: the build, then this environment's config.js over the build's.
  cpSync(path.resolve(options.dist), home, { recursive: true })
  writeFileSync(path.join(home, 'config.js'), options.configJs)
  const port = await freePort()
  const brotli = existsSync(BROTLI_MODULE)
  writeFileSync(
    path.join(prefix, 'home.conf'),
    siteConf({ port, root, upstream: options.upstream, frameParents: options.frameParents, brotli }),
  )
  const log = path.join(prefix, 'error.log')
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${log} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${prefix}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t}_temp;`),
      `  include ${prefix}/home.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const user = unprivileged()
  if (user) {
    chmodSync(prefix, 0o755)
    chownTree(prefix, user.uid, user.gid)
  }
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', log, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(user ?? {}),
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  // Whatever ends the run (a failed test, Ctrl-C, a crash), nginx ends with it.
  process.once('exit', kill)
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(`${origin}/home/login`, child, log)
  } catch (e) {
    kill()
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${stderr}`, { cause: e })
  }
  return {
    origin,
    home,
    brotli,
    stop: async () => {
      process.removeListener('exit', kill)
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGQUIT')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
        kill()
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
