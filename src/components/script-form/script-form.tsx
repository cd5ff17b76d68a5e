import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import { afterNextPaint } from '../../lib/after-next-paint'
import { beforeScripts } from './before-scripts'
import * as styles from './script-form.css'

type Props = {
  className: string
  /** The form's own check-and-send, on a press (or on a press made while the page was loading). */
  onSubmit: () => void
  /**
   * A value the visitor gave a field before the scripts ran, by the field's name below the form's
   * prefix (`<prefix>-email` gives `email`): the form puts it into its state, which hydration
   * started empty while the page showed what was typed.
   */
  restore: (field: string, value: string | boolean) => void
  /** The `name` prefix of the form's fields (their `useId`). */
  prefix: string
  children: ReactNode
}

/**
 * A form that only the site's script sends (both forms post JSON to the API). Without it, a press
 * before the scripts have run (hall Wi-Fi, scripts blocked) is the browser's own submission: a
 * GET with every field in the address, the name and e-mail in history and server logs, and the
 * page gone. `method="dialog"` outside a dialog makes that submission do nothing (HTML: "if form
 * does not have an ancestor dialog element, return"): nothing navigates, nothing typed is lost.
 * Before hydration an inline script keeps the press and says the page is still loading; once
 * hydrated, what was typed meanwhile goes into the form's state and a kept press goes on as if
 * made now. Without scripts a line says the form needs them.
 */
export function ScriptForm({ className, onSubmit, restore, prefix, children }: Props) {
  const LL = useLL()
  const form = useRef<HTMLFormElement>(null)
  // A layout effect: it runs in the commit that hydrated the form, before the next press.
  useLayoutEffect(() => {
    const element = form.current
    if (!element) return
    element.setAttribute('data-ready', '')
    for (const [field, value] of typedBeforeHydration(element, prefix)) restore(field, value)
    if (!element.hasAttribute('data-pressed')) return
    element.removeAttribute('data-pressed')
    const waiting = element.querySelector('[data-waiting]')
    if (waiting) waiting.textContent = ''
    onSubmit()
    // Once, for the hydrated form: later renders pass new closures that change nothing here.
  }, [])
  return (
    <>
      <form
        ref={form}
        className={className}
        method="dialog"
        noValidate
        data-script-form=""
        onSubmit={(event) => {
          event.preventDefault()
          // The press paints first (the button let go, the focus ring); checking every field and
          // drawing their messages, or opening the confirmation, follows in a task of its own.
          afterNextPaint(onSubmit)
        }}
      >
        <noscript>
          <p className={styles.noScripts}>{LL.forms.form.needsScripts()}</p>
        </noscript>
        {children}
        {/* Filled by the inline script only. Its content is set as HTML, which hydration does not
            compare: a text node React had not rendered would be a mismatch, and React would then
            render the page anew, emptying the fields it was meant to keep. */}
        <p role="status" className={styles.waiting} data-waiting={LL.forms.form.stillLoading()} dangerouslySetInnerHTML={{ __html: '' }} />
      </form>
      <script dangerouslySetInnerHTML={{ __html: beforeScripts }} />
    </>
  )
}

/** The fields whose value in the page differs from what React rendered: typed before hydration. */
function typedBeforeHydration(form: HTMLFormElement, prefix: string): Array<[string, string | boolean]> {
  const typed: Array<[string, string | boolean]> = []
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) || !control.name.startsWith(`${prefix}-`)) continue
    const field = control.name.slice(prefix.length + 1)
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed.push([field, control.checked])
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked && !control.defaultChecked) typed.push([field, control.value])
    } else if (control.value !== control.defaultValue) typed.push([field, control.value])
  }
  return typed
}
