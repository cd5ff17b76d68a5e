import { revalidateLogic } from '@tanstack/react-form'

/**
 * When the forms check their fields (TanStack Form's dynamic validation, run with the form's
 * schema as its `onDynamic` validator): on the first press of the button, then on every change.
 * So after a first attempt a message always describes what the field holds now: it goes as soon
 * as the value is right and comes back as soon as it is wrong again.
 *
 * Not an `onSubmit` validator: TanStack Form 1.33 drops a field's submit error when the field
 * loses focus, whatever its value. Pressing the button from a field whose message showed took the
 * message away on the press (mouse down), the form moved up by its height, the button left the
 * pointer and the click was lost: the wrong value was flagged only on the press after.
 *
 * No field reports losing focus to the form (no `handleBlur`): no rule runs on blur, and nothing
 * reads a field's "blurred" or "touched" state. Reporting it re-rendered the field as the
 * visitor's finger went down on the submit button (the field blurs on mouse down): 16-25 ms of the
 * tap at 4x CPU (a CPU profile, a trace), before the click was handled (docs/performance.md,
 * interactions).
 */
export const validationLogic = revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' })
