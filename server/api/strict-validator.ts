import { Ajv, type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

/**
 * The request validator of the API: exactly as strict as openapi/api.yaml.
 *
 * fastify's default Ajv options (`@fastify/ajv-compiler`) are made for forgiving servers:
 * `removeAdditional: true` silently drops fields that the contract's `additionalProperties: false`
 * says to refuse, and `coerceTypes: 'array'` turns `{"name": 123}` into `"123"` and `"tel": 1`
 * into `"1"` where the contract wants a string. Field by field the contract says:
 *
 * - bodies (ContactInquiry, IssuanceRequest): every field is a string of the declared shape, and
 *   no other field is allowed: a number, boolean, array, object or `null` is a 400 naming the
 *   field, and an unknown field (the contact form's consent box `agree` included: the site never
 *   sends it, the contract says so) is a 400 naming it. No coercion, no removal.
 * - query (`category`): URLs only carry strings, so there is nothing to coerce; its declared
 *   `default: all` is applied (`useDefaults`), which is what the contract means by a default.
 * - headers (`Accept-Language`): a string, at most 200 characters. Header names are matched
 *   case-insensitively (see `lowerCaseHeaderNames`).
 *
 * `allErrors` stays off (a crafted body cannot make Ajv do unbounded work; the first issue is the
 * one the 400 names). `unicodeRegExp` (Ajv's default) compiles `pattern` with the `u` flag and
 * `maxLength` counts code points: the site's form checks (src/lib/form-schemas.ts) do the same.
 */
const strictAjvOptions = {
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  unicodeRegExp: true,
  // The contract carries OpenAPI keywords Ajv does not know (example, xml, discriminator…).
  strict: false,
} as const satisfies Options

export function createStrictValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv(strictAjvOptions)
  addFormats(ajv)
  return ({ schema, httpPart }) => ajv.compile(httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeadersSchema) : (schema as object))
}

interface HeadersSchema {
  properties?: Record<string, unknown>
  required?: string[]
  [keyword: string]: unknown
}

/**
 * Node hands every header to the server under its lower-case name (`accept-language`), while the
 * contract declares it as HTTP spells it (`Accept-Language`). fastify lower-cases a headers schema
 * for its own compiler only: with a compiler of our own (`setValidatorCompiler`) it passes the
 * schema as declared, so `properties['Accept-Language']` never matched the request and its
 * `maxLength: 200` was never checked (a 5,000-character header answered 200). fastify-openapi-glue
 * writes every header parameter as one flat object (`properties` and `required`), so those two
 * are all there is to fold.
 */
export function lowerCaseHeaderNames(schema: HeadersSchema): HeadersSchema {
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  }
}
