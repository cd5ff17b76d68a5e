import net from 'node:net'

/** One request as a hostile or clumsy client sends it, byte for byte. */
export interface RawRequest {
  /** The request line and headers, without the blank line that ends them. */
  head: string
  /** The body bytes the client has (it may declare more, or fewer). */
  body?: Buffer
  /** How many of `body`'s bytes go out with the headers; the rest after `pauseMs`. Default all. */
  sendFirst?: number
  pauseMs?: number
  /** Whether the rest is sent after the pause; default true. */
  sendRest?: boolean
  /** The client hangs up this long after its first write (mid-body, or before the answer). */
  hangUpAfterMs?: number
}

export interface RawOutcome {
  /** Everything the server wrote before the connection closed. */
  received: string
  /** Who ended the connection: the server (closed or reset it) or the client (`hangUpAfterMs`). */
  endedBy: 'server' | 'client'
}

/**
 * Sends `request` over a socket of its own and resolves when the connection ends. A server that
 * holds the connection past `holdLimitMs` (every one of its limits passed) rejects: a connection
 * kept forever is a defect of its own, and would otherwise hang the test.
 */
export function rawExchange(port: number, request: RawRequest, holdLimitMs: number): Promise<RawOutcome> {
  return new Promise((resolve, reject) => {
    const body = request.body ?? Buffer.alloc(0)
    const first = request.sendFirst ?? body.length
    let received = ''
    let hungUp = false
    const timers: NodeJS.Timeout[] = []
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(`${request.head}\r\n\r\n`), body.subarray(0, first)]))
      if (first < body.length && request.sendRest !== false) {
        timers.push(setTimeout(() => socket.writable && socket.write(body.subarray(first)), request.pauseMs ?? 0))
      }
      if (request.hangUpAfterMs !== undefined) {
        timers.push(
          setTimeout(() => {
            hungUp = true
            socket.destroy()
          }, request.hangUpAfterMs),
        )
      }
    })
    const held = setTimeout(() => {
      socket.destroy()
      reject(new Error(`the server held the connection over ${holdLimitMs} ms; it had written: ${received.slice(0, 200)}`))
    }, holdLimitMs)
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    // A reset after the answer (the server closed with bytes still unread) ends it like a close.
    socket.on('error', () => {})
    socket.on('close', () => {
      for (const timer of [...timers, held]) clearTimeout(timer)
      resolve({ received, endedBy: hungUp ? 'client' : 'server' })
    })
  })
}

/** The status of the first answer in `received`, or undefined when there was none. */
export function firstStatus(received: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(received)
  return match ? Number(match[1]) : undefined
}
