import type { FormBody } from './operation'

/**
 * A form's fields as multipart/form-data, the contract's media type for a body with a file:
 * openapi-fetch sends a FormData as it is (the browser sets the boundary). A field left undefined
 * is not sent. Only a form with a file imports it, so no other page carries it.
 */
export function formBody<Fields extends Readonly<Record<string, string | Blob | undefined>>>(fields: Fields): FormBody<Fields> {
  const form: FormBody<Fields> = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
  return form
}
