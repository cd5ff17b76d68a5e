import { useRef, useState } from 'react'
import { isApiError, type ApiError, type ApiOperation, type OperationId, type SentBody, type SuccessBody } from '../api'
import { useAlert } from '../components/alert/alert-provider'
import { alertTextFor } from './api-alert-text'
import { refusalText, type RefusalContext } from './refusal-text'
import { useLL } from './i18n'
import { useSiteApi } from './site-api'

/**
 * A form's write (a section's `submits`): `submit` sends a body to an operation and resolves
 * with the API's success answer (an issuance's says whether it was a repeat); a failure opens
 * the alert of docs/rules/api.md §8 and resolves undefined. One at a time: a second submit while one is on its
 * way (a double click, before the button is disabled) sends nothing and resolves with the first
 * one's outcome. `sending` is true meanwhile. `fieldLabel` names a field a 400 refused, in the
 * form's words, for the alert; `windowRefused` words a 409 inside an event's claim window.
 * `placeRefusal` lets a form show a refusal under the field it names instead (true when it did).
 */
export function useSubmit(fieldLabel?: RefusalContext['fieldLabel'], windowRefused?: RefusalContext['windowRefused'], placeRefusal?: (error: ApiError) => boolean) {
  const api = useSiteApi()
  const showAlert = useAlert()
  const LL = useLL()
  const [sending, setSending] = useState(false)
  // State updates are not synchronous: a ref is what stops a double click from sending twice.
  const running = useRef<Promise<unknown> | null>(null)

  async function send<Id extends OperationId>(operation: ApiOperation<Id>, body: SentBody<Id>): Promise<SuccessBody<Id> | undefined> {
    try {
      return await api.call(operation, { body })
    } catch (error) {
      if (isApiError(error) && placeRefusal?.(error)) return undefined
      const message = refusalText(error, LL, { refuses: operation.refuses ?? [], fieldLabel, windowRefused }) ?? alertTextFor(error, LL)
      if (message) showAlert(message)
      return undefined
    }
  }

  return {
    sending,
    submit<Id extends OperationId>(operation: ApiOperation<Id>, body: SentBody<Id>): Promise<SuccessBody<Id> | undefined> {
      if (!running.current) {
        setSending(true)
        // `finally` runs after this assignment, whenever the call settles.
        running.current = send(operation, body).finally(() => {
          running.current = null
          setSending(false)
        })
      }
      // A second press of the same form shares the first call, made with this same operation.
      return running.current as Promise<SuccessBody<Id> | undefined>
    },
  }
}
