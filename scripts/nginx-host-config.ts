import path from 'node:path'
import { commonSecurityHeaders } from '../src/lib/security-headers'

const securityHeaderNames = [...Object.keys(commonSecurityHeaders), 'content-security-policy', 'cross-origin-resource-policy', 'strict-transport-security']

/** Where Debian's packages put them (`nginx`, `libnginx-mod-http-brotli-static`). */
export const mimeTypes = '/etc/nginx/mime.types'
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const

export type NginxHostOptions = {
  /** Scratch folder for the pid file and temp paths. */
  prefix: string
  /** The built site; its `nginx/` folder holds the generated rules. */
  dist: string
  host: string
  port: number
  /** Where `/api/` goes (the reference server), or none: the static site alone. */
  apiOrigin?: string
  /** Run as root: nginx would hand its workers to `nobody`, who cannot read the scratch folder. */
  asRoot: boolean
}

/**
 * The main `nginx.conf` of a production host, reduced to what the generated rules need: the
 * build's `http.conf` and `brotli.conf` in `http {}`, its `server.conf` in the one `server {}`
 * whose root is `dist/`. Everything nginx writes stays in `prefix`.
 */
export function nginxHostConfig(o: NginxHostOptions): string {
  const rules = (file: string) => `include ${path.join(o.dist, 'nginx', file)};`
  return [
    ...(o.asRoot ? ['user root;'] : []),
    `load_module ${brotliModule};`,
    'worker_processes 1;',
    `pid ${path.join(o.prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...tempPaths.map((t) => `  ${t}_temp_path ${path.join(o.prefix, t)};`),
    `  ${rules('http.conf')}`,
    `  ${rules('brotli.conf')}`,
    '  server {',
    `    listen ${o.host}:${o.port};`,
    `    root ${o.dist};`,
    // The reference server sends the same security headers; server.conf adds nginx's own at server
    // level, so the upstream's copies are hidden rather than sent twice.
    ...(o.apiOrigin
      ? [`    location /api/ { proxy_pass ${o.apiOrigin}; ${securityHeaderNames.map((name) => `proxy_hide_header ${name};`).join(' ')} }`]
      : []),
    `    ${rules('server.conf')}`,
    '  }',
    '}',
    '',
  ].join('\n')
}
