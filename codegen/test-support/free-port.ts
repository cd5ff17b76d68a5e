import { createServer, type AddressInfo } from 'node:net'

/** A port nothing listens on now, chosen by the system (for a server a test starts in a repository copy). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
