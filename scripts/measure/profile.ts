/**
 * Where the main thread's time goes before the app is ready, on the slow phone (PERF_PROFILE=1
 * npm run perf): a Chrome trace of one cold load (scripts/measure/usable.ts sets the phone up),
 * cut at the moment the app has taken over, summed by category on the page's main thread.
 * The app's own phases come from its User Timing measures (src/app/system.ts: `home:createSystem`,
 * wherever it is built; src/main.tsx: `home:takeover` from the hydrate call until the page is ready,
 * config.js applied); a build or
 * page without them (the baseline, an older build) shows none.
 */
import type { CDPSession, Page } from '@playwright/test'

export interface Profile {
  /** Every task on the main thread until ready. */
  busy: number
  /** Compiling and parsing scripts (V8's compile, lazy compile and parse events). */
  compile: number
  /** Running script (top-level evaluation, function calls, event handlers, timers), compiling on the way included. */
  script: number
  /** Style recalculation and layout. */
  style: number
  /** Parsing the HTML. */
  html: number
  /** Garbage collection. */
  gc: number
  /** The app's own phases (User Timing `home:*`), in ms. */
  phases: Record<string, number>
  /** React's fibers (components and elements) in the page's last commit when it is ready: how much the page renders. */
  fibers: number | undefined
}

/**
 * Installed before the page's scripts while profiling: the least of React's developer-tools hook
 * (the one React calls on every commit in production too), keeping the last committed root, and a
 * count of its fibers. By hand, not bippy (the maintained package for this hook): all it needs is the
 * last root, and bippy would have to be bundled into this init script first.
 */
export const REACT_COMMITS = `(function () {
  var last
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject: function () { return 1 }, checkDCE: function () {},
    onScheduleFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
    onCommitFiberRoot: function (id, root) { last = root },
  }
  // Called by the ready observer (scripts/measure/usable.ts) as it records ready.
  window.__countFibers = function () {
    if (!last) return undefined
    var n = 0
    var walk = function (f) { for (; f; f = f.sibling) { n++; walk(f.child) } }
    walk(last.current.child)
    return n
  }
})()`

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
].join(',')

/** Starts a trace on `page` (before it navigates). */
export async function startProfile(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.end')
    await done
    return events
  }
}

const COMPILE =
  /^(v8\.compile|v8\.compileModule|V8\.CompileCode|V8\.CompileLazy|v8\.parseOnBackground|V8\.ParseProgram|V8\.ParseFunction|v8\.produceModuleCache|v8\.produceCache)$/
const SCRIPT = /^(EvaluateScript|v8\.evaluateModule|FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.run)$/
const STYLE = /^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation)$/
const GC = /^(MinorGC|MajorGC|V8\.GC_.*|BlinkGC\..*)$/

/** Sums `events` on the page's main thread (the renderer that parsed `url`) up to `readyMs` after `originMs`. */
export async function summarize(page: Page, events: TraceEvent[], url: string, readyMs: number): Promise<Profile> {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.startsWith(url),
  )
  const main = parse ?? events.find((e) => e.name === 'ParseHTML')
  if (!main) throw new Error(`profile: no ParseHTML for ${url}`)
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  const { phases, fibers } = await page.evaluate(() => ({
    fibers: window.__fibersAtReady,
    phases: Object.fromEntries(
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('home:'))
        .map((m) => [m.name.slice(5), m.duration]),
    ),
  }))
  // Trace timestamps are µs; the page's ready time is ms from navigation start, which the trace
  // marks (`navigationStart`; else its first task on that thread).
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)
  const start = nav?.ts ?? Math.min(...onMain.map((e) => e.ts))
  const end = start + readyMs * 1000
  const within = onMain.filter((e) => e.ts >= start && e.ts < end)
  // Events of one category nest (a function call inside a script's evaluation): count the outermost only.
  const sum = (test: RegExp) => {
    let total = 0
    let until = -Infinity
    for (const e of within.filter((x) => test.test(x.name)).sort((x, y) => x.ts - y.ts)) {
      if (e.ts < until) continue
      total += e.dur! / 1000
      until = e.ts + e.dur!
    }
    return total
  }
  return {
    busy: within.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').reduce((n, e) => n + e.dur! / 1000, 0),
    compile: sum(COMPILE),
    script: sum(SCRIPT),
    style: sum(STYLE),
    html: sum(/^ParseHTML$/),
    gc: sum(GC),
    phases,
    fibers,
  }
}
