import { eventProblems } from './check-event'
import type { RequestValues } from './request-fields'

// Answers each form's values with the schema's refusals (check-event.ts says why in a worker).
self.onmessage = (event: MessageEvent<RequestValues>) => {
  self.postMessage(eventProblems(event.data))
}
