import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Broker, BrokerAnswer } from './broker'

/** A token request is a short form; anything longer is not one. */
const MAX_BODY_BYTES = 16 * 1024

export type RunningBroker = { port: number; close: () => Promise<void> }

/** The broker as a plain Node HTTP server: POST /token (and its CORS preflight). */
export async function startBrokerServer(broker: Broker, port: number): Promise<RunningBroker> {
  const server = createServer((incoming, outgoing) => {
    answer(broker, incoming)
      .then(({ status, headers, body }) => {
        outgoing.writeHead(status, headers)
        outgoing.end(body)
      })
      // The request broke off while it was read: no one is left to answer.
      .catch(() => outgoing.destroy())
  })
  await listen(server, port)
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function answer(broker: Broker, incoming: IncomingMessage): Promise<BrokerAnswer> {
  const body = await readBody(incoming)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return broker({
    method: incoming.method ?? 'GET',
    path: new URL(incoming.url ?? '/', 'http://broker').pathname,
    headers,
    body,
  })
}

/** The request's body as text; null past MAX_BODY_BYTES. */
async function readBody(incoming: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => resolve())
  })
}
