import { createContext, useContext } from 'react'

/**
 * The claim window's closing time, written out with its time zone, for the form inside the
 * window: it says the deadline beside its button, where a visitor about to claim looks. Undefined
 * outside a window, or for a window left open at its end.
 */
export const ClaimDeadline = createContext<string | undefined>(undefined)

export const useClaimDeadline = () => useContext(ClaimDeadline)
