import { useCallback, useEffect, useId, useRef, useState } from 'react'

/**
 * Open/closed state of a menu button and its panel (WAI-ARIA disclosure pattern): Escape closes
 * and returns focus to the button; a click or focus outside closes.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<B>(null)
  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open, close])

  return {
    open,
    close,
    toggle: () => setOpen((o) => !o),
    rootRef,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, type: 'button' as const },
    panelProps: { id: panelId, hidden: !open },
  }
}
