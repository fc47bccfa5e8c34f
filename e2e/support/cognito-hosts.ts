import { createHash, X509Certificate } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'

import { closeServer } from '../../mocks/close-server'

import { type FakeCognito, HOSTED_UI_HOST, IDP_HOST, type StandInAnswer } from './fake-cognito'
import { identityProviderTls } from './token-broker'

/**
 * The made-up Cognito hosts of e2e/e2e.env (the hosted UI and the cognito-idp API), served over
 * https from the process that drives the browser, so a test reads what its FakeCognito was asked
 * as it happens. The browser reaches them through `launchArgs`: its host resolver maps both names
 * to this server, and it trusts this server's certificate (the local identity provider's, by its
 * public key) and no other that it would not trust anyway.
 *
 * A server, not Playwright routes: one route on a context makes the browser hold every request of
 * that context (the site, the data service, the broker) for the test process to let through,
 * about a tenth of the suite's CPU.
 */
export type CognitoHosts = {
  /** Chromium switches that send the two hosts here. */
  launchArgs: string[]
  /** From now on `cognito` answers, until another one is named (a worker runs one test at a time). */
  answerWith: (cognito: FakeCognito) => void
  close: () => Promise<void>
}

export async function startCognitoHosts(): Promise<CognitoHosts> {
  const tls = identityProviderTls()
  let answering: FakeCognito | undefined
  const server = createServer({ cert: tls.cert, key: tls.key }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const answer = answerTo(answering, request, Buffer.concat(chunks).toString('utf8'))
      response.writeHead(answer.status, answer.headers).end(answer.body)
    })
  })
  await listen(server)
  const port = (server.address() as AddressInfo).port
  const publicKey = new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' })
  return {
    launchArgs: [
      `--host-resolver-rules=${[HOSTED_UI_HOST, IDP_HOST].map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`,
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`,
    ],
    answerWith: (cognito) => {
      answering = cognito
    },
    close: () => closeServer(server),
  }
}

function answerTo(cognito: FakeCognito | undefined, request: IncomingMessage, body: string): StandInAnswer {
  if (!cognito) return { status: 503, headers: {}, body: 'no FakeCognito answers now' }
  try {
    return cognito.answer({
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', `https://${request.headers.host ?? HOSTED_UI_HOST}`),
      target: String(request.headers['x-amz-target'] ?? ''),
      body,
    })
  } catch (error) {
    // A request the stand-in cannot read (a body that is not JSON, say): said, and the worker lives on.
    return { status: 500, headers: {}, body: `the Cognito stand-in failed: ${String(error)}` }
  }
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
}
