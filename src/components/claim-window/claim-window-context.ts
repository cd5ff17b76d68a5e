import { createContext, useContext } from 'react'

/** What the form inside an event's claim window knows of the window. */
export interface ClaimWindowContext {
  /**
   * The closing time, written out with its time zone: the form says it beside its button, where a
   * visitor about to claim looks. Undefined for a window left open at its end.
   */
  closes?: string | undefined
  /**
   * The API refused a claim as outside the window (409): the box turns to the notice that says
   * so, and this returns the refusal in the page's language, with its date and time.
   */
  refused(): string | undefined
}

/** Outside a window (the sample pages): no deadline, and no window to refuse a claim. */
const noWindow: ClaimWindowContext = { refused: () => undefined }

export const ClaimWindowContext = createContext<ClaimWindowContext>(noWindow)

export const useClaimWindow = () => useContext(ClaimWindowContext)
