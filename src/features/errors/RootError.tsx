import { useEffect } from 'react'
import { reportLater } from '@/app/reportLater'
import { useLanguage, useWords } from '@/app/words'
import { errorWords } from '@/words/zh-CN/errors'
import { LANGUAGE_PARAM, type Language } from '@/words/languages'
import type { SourceOf, WordsOf } from '@/words/define'

/**
 * The root error boundary: a friendly page with a way back, and one
 * report through reportError (deduplicated by text). Plain markup, so it works
 * even when the UI library is what failed.
 */
export function RootError({ error }: { error: unknown }) {
  useEffect(() => {
    reportLater('render', error)
  }, [error])
  const w = useWords(errorWords)
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '32rem',
        margin: '4rem auto',
        padding: '0 1rem',
        textAlign: 'center',
        color: '#1a202c',
      }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>{w.pageFailedTitle}</h1>
      <p>{w.pageFailedLead}</p>
      <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
        <a href="/home/login" style={{ color: '#c05621' }}>
          {w.backToLogin}
        </a>
        <a
          href="#"
          onClick={(e) => {
            e.preventDefault()
            window.location.reload()
          }}
          style={{ color: '#c05621' }}
        >
          {w.reload}
        </a>
      </p>
    </main>
  )
}

/** The not-found screen; `others`: what it says in the other languages, each in its own `lang` (dist/404.html answers every reader's unknown path). */
export function NotFound({ others = [] }: { others?: { language: Language; words: WordsOf<SourceOf<typeof errorWords>> }[] }) {
  const w = useWords(errorWords)
  const { language } = useLanguage()
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '32rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem' }}>{w.notFoundTitle}</h1>
      <p>
        {/* Beside the other languages' lines, this one's link names its language too: the sign-in would otherwise choose by the browser. */}
        <a href={others.length > 0 ? `/home/login?${LANGUAGE_PARAM}=${language}` : '/home/login'} style={{ color: '#c05621' }}>
          {w.backToLogin}
        </a>
      </p>
      {others.map(({ language: other, words }) => (
        <p key={other} lang={other}>
          {`${words.notFoundTitle} · `}
          <a href={`/home/login?${LANGUAGE_PARAM}=${other}`} style={{ color: '#c05621' }}>
            {words.backToLogin}
          </a>
        </p>
      ))}
    </main>
  )
}

/** An invalid /home/config.js: say so clearly instead of a blank page. */
export function ConfigError({ problems }: { problems: string[] }) {
  const w = useWords(errorWords)
  return (
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', color: '#1a202c' }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>{w.configTitle}</h1>
      <p>{w.configLead}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </main>
  )
}
