import { useEffect } from 'react'
import { reportLater } from '@/app/reportLater'

/**
 * The root error boundary: a friendly Chinese page with a way back, and one
 * report through reportError (deduplicated by text). Plain markup, so it works
 * even when the UI library is what failed.
 */
export function RootError({ error }: { error: unknown }) {
  useEffect(() => {
    reportLater('render', error)
  }, [error])
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
      <h1 style={{ fontSize: '1.5rem' }}>页面出错了</h1>
      <p>很抱歉，页面遇到了问题，我们已经记录下来。请刷新页面或返回登录页重试。</p>
      <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
        <a href="/home/login" style={{ color: '#c05621' }}>
          返回登录
        </a>
        <a
          href="#"
          onClick={(e) => {
            e.preventDefault()
            window.location.reload()
          }}
          style={{ color: '#c05621' }}
        >
          刷新页面
        </a>
      </p>
    </main>
  )
}

export function NotFound() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '32rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem' }}>页面不存在</h1>
      <p>
        <a href="/home/login" style={{ color: '#c05621' }}>
          返回登录
        </a>
      </p>
    </main>
  )
}

/** An invalid /home/config.js: say so clearly instead of a blank page. */
export function ConfigError({ problems }: { problems: string[] }) {
  return (
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', color: '#1a202c' }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>配置错误</h1>
      <p>站点配置文件 /home/config.js 中有无效的设置，请联系管理员修正：</p>
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
