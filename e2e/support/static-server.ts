import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

import { closeServer } from '../../mocks/close-server'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * A tiny static host for a Gatsby build whose folder can be swapped while it runs, the way a
 * deploy replaces a site: the service-worker test serves one build, then the next.
 */
export async function startStaticServer(port: number, root: string) {
  let current = root
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    let file = path.join(current, pathname)
    if (!file.startsWith(current)) return void response.writeHead(403).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    let status = 200
    if (!existsSync(file)) {
      status = 404
      file = path.join(current, '404.html')
      if (!existsSync(file)) return void response.writeHead(404).end('not found')
    }
    const cache =
      pathname === '/sw.js' || file.endsWith('.html') ? 'no-cache' : 'public, max-age=0, must-revalidate'
    response.writeHead(status, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve))
  return {
    url: `http://localhost:${port}`,
    deploy(next: string) {
      current = next
    },
    // Every connection at once, the new service worker's too, should it still be fetching.
    close: () => closeServer(server),
  }
}
