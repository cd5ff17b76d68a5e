import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import { button } from '../button.css'
import { Dialog } from '../dialog/dialog'

type ShowAlert = (message: string) => void

const AlertContext = createContext<ShowAlert>(() => undefined)

/**
 * The one alert dialog of the site (spec 8: the messages of failed calls). Any component shows
 * a message with `useAlert()`; it opens as an `alertdialog`, takes focus, and gives it back to
 * whatever had it when the visitor confirms.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const LL = useLL()
  const [message, setMessage] = useState<string | null>(null)
  const close = useCallback(() => setMessage(null), [])
  return (
    <AlertContext.Provider value={setMessage}>
      {children}
      <Dialog
        open={message !== null}
        onClose={close}
        role="alertdialog"
        title={LL.alert.title()}
        width={500}
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={close}>
            {LL.alert.ok()}
          </button>
        }
      >
        <p>{message}</p>
      </Dialog>
    </AlertContext.Provider>
  )
}

export const useAlert = (): ShowAlert => useContext(AlertContext)
