import { execFileSync } from 'node:child_process'
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { closeServer } from './close-server'

/**
 * A local stand-in of a Cognito user pool's signing side, for the token broker's tests and the
 * e2e suite: it signs RS256 id tokens and serves its JWKS over https, with a certificate made
 * when it starts (Debian's openssl; nothing of it is committed). Trust it in another process
 * with NODE_EXTRA_CA_CERTS=<certificatePath>.
 */
export type IdentityProvider = {
  /** https://127.0.0.1:PORT/<pool id>: the `iss` of its tokens. */
  issuer: string
  /** <issuer>/.well-known/jwks.json, as Cognito serves it. */
  jwksUrl: string
  /** The TLS certificate, PEM, and the file it is in. */
  certificate: string
  certificatePath: string
  /** The key id of the JWKS's one key. */
  keyId: string
  /** A JWT over `payload`, signed with the pool's key unless another is given. */
  sign(payload: object, options?: SignOptions): string
  close(): Promise<void>
}

type SignOptions = { privateKey?: KeyObject; keyId?: string; algorithm?: 'RS256' | 'RS384' }

/** Where the e2e suite's provider writes what its signers need (e2e/support/fake-cognito.ts). */
export type SigningKeyFile = { issuer: string; keyId: string; privateKeyPem: string }

const HOST = '127.0.0.1'

/** A JWT signed with an RSA key (RFC 7515 compact form). */
export function signJwt(payload: object, privateKey: KeyObject, keyId: string, algorithm = 'RS256'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: algorithm, kid: keyId, typ: 'JWT' })}.${encode(payload)}`
  const signature = createSign(`RSA-SHA${algorithm.slice(2)}`)
    .update(input)
    .sign(privateKey)
  return `${input}.${signature.toString('base64url')}`
}

/** A fresh RSA key pair, as a pool has. */
export const newSigningKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 })

/** A self-signed certificate for 127.0.0.1 (and localhost) in `folder`: cert.pem and tls-key.pem. */
function selfSignedCertificate(folder: string): {
  certificate: string
  key: string
  certificatePath: string
} {
  const certificatePath = path.join(folder, 'cert.pem')
  const keyPath = path.join(folder, 'tls-key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certificatePath,
    ],
    { stdio: 'ignore' },
  )
  return {
    certificate: readFileSync(certificatePath, 'utf8'),
    key: readFileSync(keyPath, 'utf8'),
    certificatePath,
  }
}

export async function startIdentityProvider({
  port = 0,
  poolId = 'eu-west-1_LocalPool',
  folder,
}: {
  port?: number
  poolId?: string
  /** Where the certificate (and the signing key, for other processes) are written; a temporary folder unless given. */
  folder?: string
} = {}): Promise<IdentityProvider> {
  const dir = folder ?? mkdtempSync(path.join(tmpdir(), 'identity-provider-'))
  mkdirSync(dir, { recursive: true })
  const tls = selfSignedCertificate(dir)
  const { privateKey, publicKey } = newSigningKey()
  const keyId = randomBytes(8).toString('hex')
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }] }

  const server = createServer({ key: tls.key, cert: tls.certificate }, (request, response) => {
    const found = request.method === 'GET' && request.url === `/${poolId}/.well-known/jwks.json`
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(found ? jwks : { message: 'not found' }))
  })
  await listen(server, port)
  // An address, not "localhost": node:https looks a name up with AI_ADDRCONFIG, which finds no
  // IPv4 address in a network namespace whose only other interface has none (as the e2e suite
  // runs beside other work).
  const issuer = `https://${HOST}:${(server.address() as AddressInfo).port}/${poolId}`
  if (folder) {
    const file: SigningKeyFile = {
      issuer,
      keyId,
      privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    }
    writeFileSync(path.join(folder, 'signing-key.json'), JSON.stringify(file), { mode: 0o600 })
  }
  return {
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    certificate: tls.certificate,
    certificatePath: tls.certificatePath,
    keyId,
    sign: (payload, options = {}) =>
      signJwt(payload, options.privateKey ?? privateKey, options.keyId ?? keyId, options.algorithm),
    close: () => closeServer(server),
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => resolve())
  })
}
