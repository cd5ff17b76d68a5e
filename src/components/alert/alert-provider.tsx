import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

type ShowAlert = (message: string) => void

const AlertContext = createContext<ShowAlert>(() => undefined)

const loadAlertDialog = () => import('./alert-dialog')
const AlertDialog = lazy(loadAlertDialog)

/**
 * The one alert dialog of the site (docs/rules/api.md §8: the messages of failed calls). Any component shows
 * a message with `useAlert()`; it opens as an `alertdialog`, takes focus, and gives it back to
 * whatever had it when the visitor confirms. Most pages never call the API, so the dialog's
 * code is not in the entry chunk: a component that may alert fetches it when it mounts
 * (`useAlert`), so it is there even if the connection drops later.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null)
  // Once shown, the dialog stays mounted: closing it is what returns focus.
  const shown = useRef(false)
  if (message !== null) shown.current = true
  const close = useCallback(() => setMessage(null), [])
  return (
    <AlertContext.Provider value={setMessage}>
      {children}
      {shown.current && (
        <Suspense>
          <AlertDialog message={message} onClose={close} />
        </Suspense>
      )}
    </AlertContext.Provider>
  )
}

/** Shows a message in the site's alert dialog (and loads its code ahead, when first used). */
export function useAlert(): ShowAlert {
  useEffect(() => void loadAlertDialog(), [])
  return useContext(AlertContext)
}
