import http from 'node:http'

/**
 * A JSON POST over a given keep-alive agent, for tests that fire bursts at a real server process
 * and stop it midway: resolves with the status and body text, or 'no answer' when the connection
 * failed or broke off (what a SIGTERM or SIGKILL does to a request in flight), never rejects.
 */
export function postJson(
  agent: http.Agent,
  port: number,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string } | 'no answer'> {
  const payload = JSON.stringify(body)
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', () => resolve('no answer'))
        response.on('aborted', () => resolve('no answer'))
      },
    )
    request.on('error', () => resolve('no answer'))
    request.end(payload)
  })
}
