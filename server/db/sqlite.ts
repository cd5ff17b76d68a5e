import { pathToFileURL } from 'node:url'
import Libsql from 'libsql'

/**
 * The SQLite connection every part of the project opens (the server, the outbox, scripts, tests).
 *
 * The driver is libsql, whose native binary comes as an npm package: better-sqlite3's is
 * downloaded from GitHub at install, which CI cannot reach, so it compiled SQLite on every
 * `npm ci` (a minute of each CI run, and a C++ toolchain on every newcomer's machine). libsql
 * copies better-sqlite3's API, but not everywhere this project relies on it; this class is that
 * API, narrowed to what the project uses, with better-sqlite3's behaviour where libsql's differs
 * (each difference is told where it is handled). sqlite.test.ts holds each one.
 */
export default class Database {
  readonly #db: Libsql.Database
  readonly readonly: boolean

  constructor(file: string, options: { readonly?: boolean; fileMustExist?: boolean; timeout?: number } = {}) {
    // libsql ignores `readonly` and `fileMustExist` (it opened the file read-write, creating it):
    // SQLite's own URI parameters ask for both. The busy timeout defaults to better-sqlite3's
    // 5 s, libsql's is none; the server asks for none (open-database.ts).
    this.#db = new Libsql(uriFor(file, options), { timeout: options.timeout ?? 5_000 })
    this.readonly = options.readonly === true
  }

  get inTransaction(): boolean {
    return this.#db.inTransaction
  }

  prepare(source: string): Statement {
    return new Statement(this.#db.prepare(source))
  }

  exec(source: string): this {
    this.#db.exec(source)
    return this
  }

  /** better-sqlite3's `pragma`; libsql's `simple` gave the whole row (see Statement.get). */
  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    const statement = this.prepare(`PRAGMA ${source}`)
    return options.simple ? statement.pluck().get() : statement.all()
  }

  /**
   * better-sqlite3's transactions: libsql's always sent BEGIN, which fails inside a transaction,
   * where better-sqlite3 opens a SAVEPOINT instead. The group commit runs each write in such a
   * nested transaction, so that one failing write is rolled back alone (group-commit.ts). And
   * when SQLite has already ended the transaction itself (some errors do), libsql's ROLLBACK
   * failed in turn and hid the error that caused it.
   */
  transaction<F extends (...args: never[]) => unknown>(fn: F): Transaction<F> {
    const wrap = (mode: string) =>
      ((...args: Parameters<F>) => {
        const nested = this.inTransaction
        this.exec(nested ? 'SAVEPOINT nested' : `BEGIN ${mode}`)
        try {
          const result = fn(...args)
          if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise')
          this.exec(nested ? 'RELEASE nested' : 'COMMIT')
          return result
        } catch (error) {
          if (this.inTransaction) this.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK')
          throw error
        }
      }) as F
    return Object.assign(wrap('DEFERRED'), { immediate: wrap('IMMEDIATE') })
  }

  close(): this {
    this.#db.close()
    return this
  }
}

/** A transaction, deferred as called, or `immediate`: the two modes the project uses. */
export type Transaction<F> = F & { immediate: F }

export interface RunResult {
  changes: number
  lastInsertRowid: number | bigint
}

type LibsqlStatement = ReturnType<Libsql.Database['prepare']>

/** A prepared statement: run, get or all, each row an object, or an array (`raw`), or its first column (`pluck`). */
export class Statement {
  readonly #statement: LibsqlStatement
  #mode: 'object' | 'raw' | 'pluck' = 'object'

  constructor(statement: LibsqlStatement) {
    this.#statement = statement
  }

  /** Rows as arrays of their columns' values. */
  raw(on = true): this {
    return this.#setMode(on ? 'raw' : 'object')
  }

  /** Rows as their first column's value. */
  pluck(on = true): this {
    return this.#setMode(on ? 'pluck' : 'object')
  }

  run(...params: unknown[]): RunResult {
    // Not libsql's result as it is: it adds the statement's `duration`.
    const { changes, lastInsertRowid } = this.#statement.run(bindable(params))
    return { changes, lastInsertRowid }
  }

  get(...params: unknown[]): unknown {
    // libsql's get ignores pluck, and adds `_metadata` ({ duration }) to an object row, where a
    // row spread into an answer or compared in a test would carry it. Pluck is read as raw: the
    // first value of an array, where an object's first key need not be its first column.
    const row = this.#statement.get(bindable(params)) as unknown[] | Record<string, unknown> | undefined
    if (row === undefined || this.#mode === 'raw') return row
    if (this.#mode === 'pluck') return (row as unknown[])[0]
    delete (row as Record<string, unknown>)._metadata
    return row
  }

  all(...params: unknown[]): unknown[] {
    const rows = this.#statement.all(bindable(params))
    if (this.#mode === 'pluck') return rows.map((row) => (row as unknown[])[0])
    if (this.#mode === 'raw') return rows
    // libsql's all gives an object row's blobs as ArrayBuffers (its get and raw rows give
    // Buffers, as better-sqlite3 does everywhere).
    for (const row of rows as Array<Record<string, unknown>>) {
      for (const [key, value] of Object.entries(row)) if (value instanceof ArrayBuffer) row[key] = Buffer.from(value)
    }
    return rows
  }

  #setMode(mode: 'object' | 'raw' | 'pluck'): this {
    this.#mode = mode
    this.#statement.raw(mode !== 'object')
    return this
  }
}

/**
 * The parameters as libsql binds them right. It takes any single object argument for named
 * parameters, so a lone Buffer bound NULL and a lone null threw: positional values go as one
 * array. A boolean made libsql's native code panic, which aborts the whole process;
 * better-sqlite3 throws this TypeError, which the request that bound it answers with a 500.
 */
function bindable(params: unknown[]): unknown[] | Record<string, unknown> {
  const named = params.length === 1 && isNamed(params[0])
  const values: unknown[] = named ? Object.values(params[0] as object) : params.flat()
  if (values.some((value) => typeof value === 'boolean')) {
    throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null')
  }
  return named ? (params[0] as Record<string, unknown>) : values
}

const isNamed = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer)

/** `readonly` and `fileMustExist` as SQLite's URI parameters (mode=ro never creates a file either). */
function uriFor(file: string, options: { readonly?: boolean; fileMustExist?: boolean }): string {
  if (!options.readonly && !options.fileMustExist) return file
  if (file === ':memory:' || file === '') throw new TypeError('An in-memory database cannot be opened read-only or must-exist')
  return `${pathToFileURL(file).href}?mode=${options.readonly ? 'ro' : 'rw'}`
}
