import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { generateMockData } from '../../mocks/data/seed'
import { plantDb } from '../../mocks/db'
import { tokenStore } from '../../mocks/token-store'
import { APP_CLIENT, CLIENT_SECRET, idClaims, SITE, startWorld, type World } from '../test/world'

/**
 * `npm run broker` as an operator starts it: its own process, the settings in its environment,
 * the identity provider's certificate trusted through NODE_EXTRA_CA_CERTS.
 */
const ROOT = path.resolve(__dirname, '../..')
const START_TIMEOUT_MS = 60_000

let world: World

function settings(): Record<string, string> {
  return {
    BROKER_ISSUER: world.idp.issuer,
    BROKER_AUDIENCE: APP_CLIENT,
    BROKER_TOKEN_URL: world.config.tokenUrl,
    BROKER_CLIENT_ID: 'portal-dev',
    BROKER_CLIENT_SECRET: CLIENT_SECRET,
    BROKER_ROLES: '{"portal-editors":"editor","portal-viewers":"viewer"}',
    BROKER_ALLOWED_ORIGINS: SITE,
    PORT: '0',
    NODE_EXTRA_CA_CERTS: world.idp.certificatePath,
  }
}

type Started = {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exit: Promise<number | null>
}

function start(environment: Record<string, string | undefined>): Started {
  // Its own process group: npm, the shell and tsx's node all end with it.
  const child = spawn('npm', ['run', '--silent', 'broker'], {
    cwd: ROOT,
    env: { ...process.env, ...environment },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, stdout: () => stdout, stderr: () => stderr, exit }
}

function stop(started: Started | undefined) {
  if (started?.child.pid && started.child.exitCode === null) process.kill(-started.child.pid, 'SIGTERM')
}

async function listeningOn(started: Started): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    const match = /"listening":"(http:\/\/localhost:\d+\/token)"/.exec(started.stdout())
    if (match?.[1]) return match[1]
    if (started.child.exitCode !== null) throw new Error(`the broker stopped: ${started.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the broker did not start: ${started.stderr()}`)
}

let broker: Started
let tokenUrl: string

beforeAll(async () => {
  world = await startWorld()
  plantDb(generateMockData())
  broker = start(settings())
  tokenUrl = await listeningOn(broker)
}, START_TIMEOUT_MS)

afterAll(async () => {
  stop(broker)
  await world.close()
})

const askToken = (groups: string[], headers: Record<string, string> = {}, sub = 'user-1') =>
  fetch(tokenUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${world.idp.sign(idClaims(world, { sub, 'cognito:groups': groups }))}`,
      ...headers,
    },
    body: 'grant_type=client_credentials&client_id=portal-dev&scope=dealer_store%2Fcreate+dealer_store%2Fread+dealer_store%2Fupdate+dealer_store%2Fdelete',
  })

const dataCall = (token: string, method: 'GET' | 'POST') =>
  fetch(`${world.auth.dataServiceUrl}/store/api/closing-dates${method === 'GET' ? '?pageSize=1' : ''}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'x-api-key': 'dev-api-key',
      'Content-Type': 'application/json',
    },
    body:
      method === 'POST'
        ? JSON.stringify({ bpId: 1, fromDate: '2026-12-24', toDate: '2026-12-26' })
        : undefined,
  })

describe('npm run broker', () => {
  test('hands an editor a token that reads and writes, fetching the pool’s keys over https', async () => {
    const answer = await askToken(['portal-editors'], { Origin: SITE })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE)
    const { access_token: token, scope } = (await answer.json()) as { access_token: string; scope: string }
    expect(scope.split(' ')).toHaveLength(4)
    expect((await dataCall(token, 'GET')).status).toBe(200)
    expect((await dataCall(token, 'POST')).status).toBe(201)
  })

  test('hands a viewer a token the data service lets read and refuses to write', async () => {
    const answer = await askToken(['portal-viewers'])
    const { access_token: token, scope } = (await answer.json()) as { access_token: string; scope: string }
    expect(scope).toBe('dealer_store/read')
    expect((await dataCall(token, 'GET')).status).toBe(200)
    const write = await dataCall(token, 'POST')
    expect(write.status).toBe(403)
    expect(await write.json()).toMatchObject({ error: 'insufficient_scope' })
  })

  test('hands the next user of a role the token it was given for the first, for as long as it runs', async () => {
    const asked = tokenStore.requestCount
    const answers = []
    for (const sub of ['user-2', 'user-3'])
      answers.push(await (await askToken(['portal-editors'], {}, sub)).json())
    expect(answers[1]).toMatchObject({ access_token: (answers[0] as { access_token: string }).access_token })
    expect(tokenStore.requestCount - asked).toBeLessThanOrEqual(1)
  })

  test('refuses a user in no mapped group, and another origin’s preflight', async () => {
    expect((await askToken(['staff'])).status).toBe(403)
    const preflight = await fetch(tokenUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('writes one JSON line per answer, with no token and no secret', async () => {
    const answer = await askToken(['portal-viewers'])
    const { access_token: token } = (await answer.json()) as { access_token: string }
    const lines = broker
      .stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.at(-1)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 200,
      sub: 'user-1',
      role: 'viewer',
      scopes: 'dealer_store/read',
    })
    expect(broker.stdout()).not.toContain(token)
    expect(broker.stdout() + broker.stderr()).not.toContain(CLIENT_SECRET)
  })
})

describe('npm run broker with a bad setting', () => {
  test(
    'stops at start with a message naming it, and a non-zero exit',
    async () => {
      const started = start({ ...settings(), BROKER_ROLES: '{"portal-editors":"owner"}', BROKER_ISSUER: '' })
      try {
        expect(await started.exit).not.toBe(0)
        expect(started.stderr()).toMatch(/BROKER_ISSUER is missing; .*BROKER_ROLES is malformed/)
        expect(started.stdout() + started.stderr()).not.toContain(CLIENT_SECRET)
      } finally {
        stop(started)
      }
    },
    START_TIMEOUT_MS,
  )
})
