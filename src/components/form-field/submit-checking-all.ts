/**
 * Submits a form whose checks are one form-level `onSubmit` schema, running the schema over every
 * field first. TanStack Form 1.33 skips a form-level validator while any field still holds an
 * error of the previous attempt (TanStack/form#2248, open): a visitor who fixed one field and
 * mistyped another then pressed the button and saw no message for the new mistake.
 */
export async function submitCheckingAll(form: { validate: (cause: 'submit') => unknown; handleSubmit: () => Promise<void> }) {
  await form.validate('submit')
  await form.handleSubmit()
}
