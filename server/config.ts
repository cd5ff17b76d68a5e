import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runtime settings from the environment, with the defaults the README documents. */
export function serverConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    /** Port to listen on (`PORT`, default 3000). */
    port: Number(env.PORT ?? 3000),
    /** Interface to listen on (`HOST`, default loopback). */
    host: env.HOST ?? '127.0.0.1',
    /** The prerendered site (`DIST_DIR`, default `dist/`). */
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    /** SQLite file of the reference API (`DATABASE_FILE`, default `data/obadge.sqlite`; `:memory:` allowed). */
    databaseFile: env.DATABASE_FILE === ':memory:' ? ':memory:' : path.resolve(root, env.DATABASE_FILE ?? 'data/obadge.sqlite'),
  }
}

export type ServerConfig = ReturnType<typeof serverConfig>
