import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/**
 * Node running a TypeScript file through tsx's loader: one process, where `npx tsx` (or
 * `npm run broker`) starts npm and tsx's own command first, about a second of CPU more for each
 * server while the tests beside it wait for a core.
 */
export const nodeTs = (file: string) => [process.execPath, '--import', 'tsx', file]

/** The same as a shell command (Playwright's `webServer.command`). */
export const nodeTsCommand = (file: string) => nodeTs(file).join(' ')

/**
 * Starts a server process and resolves once `url` answers. Something still answering there
 * after 3 s is an error: a server left over from an earlier run would answer in the new one's
 * place, with its old build's settings (its Content-Security-Policy, say), and every figure
 * would be its.
 */
export async function startProcess(
  command: string[],
  url: string,
  env: Record<string, string> = {},
  /** Whether something answers at `url`; any HTTP answer unless given. */
  answersAt: (url: string) => Promise<boolean> = answers,
) {
  const answers = answersAt
  // A server this run has just stopped may take a moment to let go of its port.
  for (let attempt = 0; await answers(url); attempt += 1) {
    if (attempt === 30)
      throw new Error(
        `something already answers at ${url}: stop it first (a server left from an earlier run?)`,
      )
    await pause(100)
  }
  const child = spawn(command[0] ?? '', command.slice(1), {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
    // Its own process group: a script (serve-nginx.sh) starts its server as a child, and
    // stopping must reach both.
    detached: true,
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`)
    if (await answers(url)) return child
    await pause(100)
  }
  await stopProcess(child)
  throw new Error(`${command.join(' ')} did not answer at ${url}`)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url)
    return true
  } catch {
    return false
  }
}

/** How long a server may take to stop once asked, before it is killed. */
const STOP_GRACE_MS = 5_000

/** Asks a started server (its process group) to stop; kills it if it has not after STOP_GRACE_MS. */
export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const pid = child.pid
    if (child.exitCode !== null || pid === undefined) return resolve()
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }, STOP_GRACE_MS)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    process.kill(-pid, 'SIGTERM')
  })
