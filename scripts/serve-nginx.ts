import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliModule, mimeTypes, nginxHostConfig, tempPaths, type NginxHostOptions } from './nginx-host-config'

/**
 * Serves `dist/` with Debian's nginx and the build's rules, as a static host would, without a
 * system service: nginx runs in the foreground as this process's child, with its config, pid
 * file and temp folders in a scratch folder removed when it stops. Settings: `PORT` (8080),
 * `HOST` (127.0.0.1), `DIST_DIR` (dist), `API_ORIGIN` (proxy `/api/` there; default none).
 */
async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
  for (const [file, fix] of [
    [path.join(dist, 'nginx/server.conf'), 'run `npm run build` first'],
    [mimeTypes, 'install nginx: bash scripts/install-system-deps.sh'],
    [brotliModule, 'install libnginx-mod-http-brotli-static: bash scripts/install-system-deps.sh'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`serve-nginx: ${file} is missing: ${fix}`)
  }
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'obadge-nginx-'))
  await Promise.all(tempPaths.map((t) => mkdir(path.join(prefix, t))))
  const options: NginxHostOptions = {
    prefix,
    dist,
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    apiOrigin: process.env.API_ORIGIN || undefined,
    asRoot: process.getuid?.() === 0,
  }
  const conf = path.join(prefix, 'nginx.conf')
  await writeFile(conf, nginxHostConfig(options))
  // -e: the compiled-in error log (/var/log/nginx) is not writable for everyone.
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: 'inherit',
    // Debian puts nginx in /usr/sbin, which is not on a user's PATH.
    env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin` },
  })
  const stopped = (code: number) => void rm(prefix, { recursive: true, force: true }).finally(() => process.exit(code))
  nginx.on('error', (error) => {
    console.error(`serve-nginx: ${error.message}`)
    stopped(1)
  })
  console.log(`nginx ${nginx.pid}: ${dist} on http://${options.host}:${options.port}/ (config ${conf})`)
  // SIGTERM is nginx's fast shutdown; it forwards it to its worker.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGTERM'))
  nginx.on('exit', (code, signal) => stopped(code ?? (signal ? 0 : 1)))
}

await main()
