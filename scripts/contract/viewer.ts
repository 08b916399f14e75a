/**
 * /demo/contract on `npm start` (and `npm run serve:demo`): the back end's contract
 * (scripts/contract/document.ts) in Swagger UI, the OpenAPI viewer the swagger-ui-dist package
 * ships as two static files. Served only on that page by the demo servers; never part of dist/.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** The viewer's files, served under /demo/contract/. */
const VIEWER_FILES = { 'swagger-ui-bundle.js': 'text/javascript', 'swagger-ui.css': 'text/css' } as const

export function viewerFile(name: string): Promise<{ body: Buffer; type: string }> | null {
  if (!Object.hasOwn(VIEWER_FILES, name)) return null
  const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'))
  return readFile(path.join(dir, name)).then((body) => ({ body, type: VIEWER_FILES[name as keyof typeof VIEWER_FILES] }))
}

/** The page: Swagger UI reading /demo/openapi.json. */
export const CONTRACT_PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>后端接口约定 · OpenAPI</title>
    <link rel="stylesheet" href="/demo/contract/swagger-ui.css" />
  </head>
  <body>
    <div id="contract"></div>
    <script src="/demo/contract/swagger-ui-bundle.js"></script>
    <script>
      window.ui = SwaggerUIBundle({ url: '/demo/openapi.json', dom_id: '#contract', deepLinking: true, supportedSubmitMethods: [] })
    </script>
  </body>
</html>
`
