import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverConfig } from '../../server/config'
import { distPages } from '../../server/dist-pages'
import { judgeVnuOutput } from './html-rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const vnuJar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar')
/** Debian's Java (scripts/install-system-deps.sh installs it); not the JRE vnu-jar's own launcher may download. */
const java = process.env.JAVA ?? '/usr/bin/java'

/**
 * `npm run check:html`: the W3C Nu HTML checker (vnu-jar, offline) over every prerendered HTML
 * file of the build (`DIST_DIR`, default dist/) in one JVM. Fails on any error, naming the file,
 * line and message; warnings are listed but do not fail.
 */
async function main(): Promise<number> {
  const { distDir } = serverConfig()
  if (!existsSync(java)) {
    console.error(`html: no Java at ${java}: run scripts/install-system-deps.sh (Debian's default-jre-headless)`)
    return 1
  }
  const pages = distPages(distDir)
  if (pages.length === 0) {
    console.error(`html: no HTML files under ${distDir}: run \`npm run build\` first`)
    return 1
  }
  const started = Date.now()
  // One JVM for every page. The serial collector and the C1 compiler alone halve its time on
  // two cores (6.2 -> 2.9 s for 61 pages, the same report); C1's larger frames need a larger
  // thread stack than vnu's minimum of 512k, or the schema check overflows it.
  // --skip-info-messages leaves errors and warnings (React's `<meta … />` gives thousands of
  // "trailing slash on void element" infos, which say nothing wrong).
  const jvm = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss4m']
  const args = [...jvm, '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', '--skip-info-messages']
  const output = await run(java, [...args, ...pages.map((p) => path.join(distDir, p.file))])
  const report = judgeVnuOutput(output, (url) => path.relative(distDir, fileURLToPath(url)).split(path.sep).join('/'))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  for (const w of report.warnings) {
    console.log(`html: warning (not failing) on ${w.files.length} file(s), e.g. ${w.files[0]}: ${w.message}`)
  }
  const ignored = report.ignored ? `, ${report.ignored} known false positives left out` : ''
  if (report.errors.length === 0) {
    console.log(`html: ${pages.length} files valid (vnu, ${seconds} s${ignored})`)
    return 0
  }
  console.error(`html: ${report.errors.length} errors over ${pages.length} files (vnu, ${seconds} s${ignored}):\n${report.errors.map((e) => `  ${e}`).join('\n')}`)
  return 1
}

/** Runs a command and gives its stdout; a non-zero exit (vnu itself failing) is an error. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}:\n${stderr}${stdout}`.slice(0, 4000)))))
  })
}

process.exit(await main())
