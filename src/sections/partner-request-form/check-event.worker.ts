import { inUseFilePath, parseInUse, type InUse } from '../../lib/in-use-file'
import { eventProblems } from './check-event'
import type { RequestValues } from './request-fields'

let read: Promise<InUse | undefined> | undefined

/**
 * The site's addresses and company codes in use, read once from the built site's file
 * (src/lib/in-use-file.ts); undefined when it cannot be read, and then asked for again at the
 * next check. Only the rules of taken addresses and codes need it: without it the others are
 * still checked, and the API refuses a taken address or code (409).
 */
async function siteInUse(): Promise<InUse | undefined> {
  read ??= fetch(inUseFilePath)
    .then((answer) => (answer.ok ? answer.json() : undefined))
    .then(parseInUse)
    .catch(() => undefined)
  const inUse = await read
  if (!inUse) read = undefined
  return inUse
}

// Answers each form's values with the schema's refusals (check-event.ts says why in a worker).
self.onmessage = async (event: MessageEvent<RequestValues>) => {
  self.postMessage(eventProblems(event.data, await siteInUse()))
}
