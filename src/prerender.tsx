import { renderToString } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import createCache from '@emotion/cache'
import { prefixer } from 'stylis'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app/App'
import { appSystem, fixedColor } from '@/app/system'
import { lowerCss } from '@/oldEngines/lowerCss'
import { createAppRouter } from '@/app/router'
import { controlsFor } from '@/start/deviceControls'
import { shellCases } from '@/start/shells'
import { loadEveryWord, speakFromNow } from '@/app/loadWords'
import { documentTitle, type PagePath } from '@/domain/pages'
import { wordsIn, wordsNow } from '@/words/now'
import type { SourceOf, WordsOf } from '@/words/define'
import { belowFloorWords } from '@/words/zh-CN/belowFloor'
import { LanguageContext } from '@/app/words'
import { pageWords } from '@/words/zh-CN/pages'
import { errorWords } from '@/words/zh-CN/errors'
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '@/words/languages'

/** One variant of a page's shell: its markup and the styles it adds to the variants before it. */
interface RenderedVariant {
  variant: string
  markup: string
  styles: string
}

/**
 * Emotion's cache for the build: its styles lowered where an older spelling is exact (src/oldEngines/lowerCss.ts),
 * so the floor's engines paint the shell as it is (docs/browsers.md: Styles). Prefixed as Emotion's default does.
 */
const prerenderCache = () =>
  createCache({ key: 'css', stylisPlugins: [lowerCss({ mode: 'exact', color: (name) => fixedColor(appSystem(), name) }), prefixer] })

const STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g

/**
 * Marks a server style as already in <head> (`data-s`, Emotion's own mark). The page carries its styles in <head>,
 * and Emotion's default cache, made as the app's entry runs, would first move each unmarked one there and mark it
 * (one `appendChild` per style, about 45 on the login page); it then adopts them by name, where they are in a build
 * (scripts/build/emotion.ts).
 */
const inPlace = (tag: string) => tag.replace('<style data-emotion=', '<style data-s="" data-emotion=')

/** A route rendered as the browser's first render at this URL renders it, for this device, Emotion's styles inline. */
export async function renderRoute(
  url: string,
  device = controlsFor('desktop'),
  cache = prerenderCache(),
  language: Language = SOURCE_LANGUAGE,
): Promise<string> {
  await loadEveryWord(language)
  speakFromNow(language)
  const router = createAppRouter(device, createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  return renderToString(
    <CacheProvider value={cache}>
      <App router={router} hydrating language={language} />
    </CacheProvider>,
  )
}

/**
 * Build-time prerender (scripts/build/prerender.ts): each variant of a route's
 * static shell (src/start/shells.ts) exactly as the browser renders it first
 * for that variant's search params and device, with the default config and no
 * storage, so the page paints before any JavaScript runs and src/main.tsx
 * hydrates it in place. The variants share one Emotion cache, so a style is
 * written once for the whole page; the styles come apart from the markup (the
 * page carries them in its <head>, where the app's Emotion finds them).
 */
export async function renderPage(page: string, language: Language = SOURCE_LANGUAGE): Promise<RenderedVariant[]> {
  const cache = prerenderCache()
  const rendered: RenderedVariant[] = []
  // Emotion's <Global> writes its styles on every server render: each is kept once, by its name.
  const written = new Set<string>()
  for (const { variant, search, device } of shellCases(page)) {
    const query = new URLSearchParams(search).toString()
    const html = await renderRoute(`/home${page === '/' ? '/' : page}${query ? `?${query}` : ''}`, controlsFor(device), cache, language)
    const styles = (html.match(STYLE) ?? []).filter((tag) => {
      const name = /data-emotion="([^"]*)"/.exec(tag)![1]!
      return !written.has(name) && written.add(name)
    })
    rendered.push({ variant, markup: html.replace(STYLE, ''), styles: styles.map(inPlace).join('') })
  }
  return rendered
}

/** What a page's HTML spells in a language (scripts/build/prerender.ts writes them in that language's page): its title, its <noscript>. */
export async function pageWordsIn(page: PagePath, language: Language): Promise<{ title: string; noScript: string }> {
  await loadEveryWord(language)
  speakFromNow(language)
  const words = wordsNow(pageWords)
  return { title: documentTitle(page, words), noScript: words.noScript }
}

/**
 * The not-found page a static host answers for unknown paths with status 404
 * (dist/404.html, deploy/nginx.conf): the app's own not-found screen, plain
 * markup that needs no JavaScript, so it works at any depth under /home/.
 */
export async function renderNotFound(language: Language): Promise<{ markup: string; title: string }> {
  const { NotFound } = await import('@/features/errors/RootError')
  // The source's page answers an unknown path outside every language's directory, whoever reads it: it says so in each language.
  const others = language === SOURCE_LANGUAGE ? LANGUAGES.filter(({ tag }) => tag !== language).map(({ tag }) => tag) : []
  for (const other of [language, ...others]) await loadEveryWord(other)
  const errorsIn = (tag: Language) => wordsIn(tag, errorWords) ?? errorWords.source
  const markup = renderToString(
    <LanguageContext.Provider value={{ language, switchTo: async () => {} }}>
      <NotFound others={others.map((tag) => ({ language: tag, words: errorsIn(tag) }))} />
    </LanguageContext.Provider>,
  )
  const site = wordsIn(language, pageWords) ?? pageWords.source
  return { markup, title: `${errorsIn(language).notFoundTitle} · ${site.siteName}` }
}

/** What the below-floor message says in a language (scripts/build/belowFloor.ts writes it into each language's script). */
export async function belowFloorWordsIn(language: Language): Promise<WordsOf<SourceOf<typeof belowFloorWords>>> {
  await loadEveryWord(language)
  return wordsIn(language, belowFloorWords) ?? belowFloorWords.source
}
