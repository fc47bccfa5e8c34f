import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/** Starts a server process and resolves once `url` answers. */
export async function startProcess(command: string[], url: string, env: Record<string, string> = {}) {
  const child = spawn(command[0] ?? '', command.slice(1), {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
    // Its own process group: npx starts the server as a child, and stopping must reach both.
    detached: true,
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`)
    try {
      await fetch(url)
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stopProcess(child)
  throw new Error(`${command.join(' ')} did not answer at ${url}`)
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGTERM')
  })
