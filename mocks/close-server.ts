import type { Server as HttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'

/**
 * Stops one of the local servers (the mock data service, the identity provider, the tests' own):
 * no new connection, and every open one closed at once, one still answering too. Node's close()
 * ends only the idle ones: a connection answering at that moment stays open after its answer
 * until its keep-alive ends (65 s in the mock), and close() waits with it.
 */
export function closeServer(server: HttpServer | HttpsServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
