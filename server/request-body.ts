import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isFormBody } from './api/form-body'
import { BodyTimedOut, type TimeLimits } from './time-limits'

type BodyLimits = Pick<TimeLimits, 'bodyIdleMs' | 'bodyMs'>

/**
 * Every request body, from its headers to its last byte, whoever reads it and whether or not
 * anyone does:
 *
 * - **Read within the time limits.** A body idle `bodyIdleMs`, or not all in `bodyMs` after its
 *   headers, is answered 408 in the contract's shape (error-answer.ts) and its connection closed.
 *   Node's own `requestTimeout` would answer too, but from below fastify: no route, no language.
 * - **Settled when the answer goes out first** (a 413 by its declared length, a 415, a 405, a page
 *   for a GET that carried a body, a 503 while closing): the rest is read to nothing, still under
 *   the same clocks, so the connection can take its next request; past them the socket is closed.
 *
 * The body used to be piped through a timing stream that nothing read once the answer
 * had gone out early. Its timers stayed, and when they fired, or the client hung up, the stream
 * was destroyed with an error nobody listened to, which ended the process (a GET with a
 * `Content-Length` larger than its body, 10 s later). The form body (@fastify/multipart reads
 * the raw request itself) was piped into that stream too, which held the upload at its buffer's
 * 16 kB: every partner request with a real logo went unanswered, then ended the process.
 * Here nothing but the clocks watch the raw request, and a stream is put between it and its reader
 * only where fastify's parsers read: the one place an error must reach a reader.
 */
export function registerBodyTimeLimits(app: FastifyInstance, limits: BodyLimits): void {
  const bodies = new WeakMap<FastifyRequest, BodyClock>()
  app.addHook('onRequest', (request, reply, done) => {
    // On 'finish', after Node's own handling of an unread body (it reads on only one nobody piped).
    reply.raw.once('finish', () => {
      if (request.raw.complete) return
      const clock = bodies.get(request) ?? new BodyClock(request.raw, limits, reply.elapsedTime)
      clock.readToNothing()
    })
    done()
  })
  app.addHook('preParsing', async (request, reply, payload) => {
    // A body already in when the request is routed (nearly all of them: a form is one packet) needs no clock.
    if (request.raw.complete) return payload
    const clock = new BodyClock(request.raw, limits, reply.elapsedTime, () => failReader(reply, clock))
    bodies.set(request, clock)
    // @fastify/multipart pipes the raw request into its own parser; fastify's parsers read the stream returned here.
    return isFormBody(request) ? payload : clock.parserStream()
  })
}

/** The reader waits for a body that will not come: the answer is a 408, and the connection ends with it. */
function failReader(reply: FastifyReply, clock: BodyClock): void {
  // An answer still going out to a client that sends nothing and reads slowly: nothing left to say.
  if (reply.sent) return void reply.request.raw.socket?.destroy()
  reply.header('connection', 'close')
  // fastify's parsers hear it as a broken body and answer through the route's error handler;
  // a form's reader (busboy, on the raw request) has no such channel, so the answer goes out here.
  if (!clock.failParser(new BodyTimedOut())) void reply.send(new BodyTimedOut())
}

/** The two clocks of one body: no byte for `bodyIdleMs`, or not all in `bodyMs` after the headers. */
class BodyClock {
  private readonly idle: NodeJS.Timeout
  private readonly whole: NodeJS.Timeout
  private parser: PassThrough | undefined
  private answered = false
  private lateAlready = false
  private readonly onData = () => this.idle.refresh()
  private readonly stop = () => {
    clearTimeout(this.idle)
    clearTimeout(this.whole)
    this.raw.off('data', this.onData)
  }

  constructor(
    private readonly raw: IncomingMessage,
    limits: BodyLimits,
    elapsedMs: number,
    private readonly onLateWhileReading: () => void = () => {},
  ) {
    this.idle = setTimeout(this.late, limits.bodyIdleMs)
    this.whole = setTimeout(this.late, Math.max(0, limits.bodyMs - elapsedMs))
    // Paused first, so that listening for bytes does not set them flowing before their reader is
    // there (busboy pipes later, in preValidation); a pipe or a read sets them flowing again.
    if (raw.readableFlowing === null) raw.pause()
    raw.on('data', this.onData)
    raw.once('end', this.stop)
    // A client that hangs up mid-body: nothing to answer, nothing to wait for.
    raw.once('close', () => {
      this.stop()
      this.parser?.destroy()
    })
  }

  /** The body as fastify's parsers read it: the raw request through a stream the clock can fail. */
  parserStream(): PassThrough {
    const parser = new PassThrough()
    // The parser listens for errors while it reads; this keeps one nobody reads any more (the
    // answer went out first) from ending the process, which is what an unheard stream error does.
    parser.on('error', () => {})
    this.parser = parser
    return this.raw.pipe(parser)
  }

  /** Ends the parser's stream with `error`; false when no parser reads this body. */
  failParser(error: Error): boolean {
    if (!this.parser || this.parser.destroyed) return false
    this.raw.unpipe(this.parser)
    this.parser.destroy(error)
    return true
  }

  /** The answer has gone out: whatever still arrives is read and dropped, within the same clocks. */
  readToNothing(): void {
    // Already late: the answer was the 408, whose connection ends with it.
    if (this.lateAlready) return void this.raw.socket?.destroy()
    this.answered = true
    this.raw.unpipe()
    this.parser?.destroy()
    // Node's own reading of an unread body drops the 'data' listeners; this clock's goes back on.
    this.raw.off('data', this.onData)
    this.raw.on('data', this.onData)
    this.raw.resume()
  }

  private readonly late = () => {
    this.stop()
    this.lateAlready = true
    if (this.answered) this.raw.socket?.destroy()
    else this.onLateWhileReading()
  }
}
