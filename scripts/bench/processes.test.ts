import { spawn } from 'node:child_process'

import { expect, test } from 'vitest'

import { stopProcess } from './processes'

test('a server that does not stop when asked is killed', { timeout: 20_000 }, async () => {
  const child = spawn(
    process.execPath,
    ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('up')"],
    { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
  )
  // Its SIGTERM handler is in place once it says so.
  await new Promise((resolve) => child.stdout.once('data', resolve))
  await stopProcess(child)
  expect(child.signalCode).toBe('SIGKILL')
})
