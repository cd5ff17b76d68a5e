import { readFileSync } from 'node:fs'
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { contractFile } from '../api/contract'

/** The parts of api.yaml the checks read; everything else stays `unknown`. */
interface ContractDocument {
  paths: Record<string, Record<string, OperationObject>>
  components: {
    responses: Record<string, ResponseObject>
    parameters: Record<string, ParameterObject>
    schemas: Record<string, ParameterSchema>
  }
}

interface OperationObject {
  operationId: string
  parameters?: Array<ParameterObject | { $ref: string }>
  responses: Record<string, ResponseObject | { $ref: string }>
}

interface ParameterObject {
  name: string
  in: 'header' | 'query' | 'path' | 'cookie'
  required?: boolean
  schema: ParameterSchema | { $ref: string }
}

/** The JSON Schema of a parameter (a string, in this contract), with any `$ref` resolved. */
interface ParameterSchema {
  type?: string
  maxLength?: number
  minLength?: number
  pattern?: string
  enum?: string[]
  default?: string
  [keyword: string]: unknown
}

export interface ContractParameter {
  operationId: string
  method: string
  name: string
  in: ParameterObject['in']
  required: boolean
  schema: ParameterSchema
}

interface ResponseObject {
  content?: Record<string, { schema: unknown }>
}

export interface ContractOperation {
  operationId: string
  method: string
  path: string
}

export const contract = parse(readFileSync(contractFile, 'utf8')) as ContractDocument

const httpMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])

export function contractOperations(): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
      })),
  )
}

function resolve<T>(value: T | { $ref: string }, section: 'parameters' | 'schemas'): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value
  const prefix = `#/components/${section}/`
  if (!value.$ref.startsWith(prefix)) throw new Error(`api.yaml: ${value.$ref} is not under ${prefix}`)
  return contract.components[section][value.$ref.slice(prefix.length)] as T
}

/** Every parameter of every operation (headers, query, path), its `$ref`s resolved. */
export function contractParameters(): ContractParameter[] {
  return contractOperations().flatMap(({ operationId, method, path }) =>
    (contract.paths[path]![method.toLowerCase()]!.parameters ?? []).map((entry) => {
      const parameter = resolve<ParameterObject>(entry, 'parameters')
      return {
        operationId,
        method,
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? false,
        schema: resolve<ParameterSchema>(parameter.schema, 'schemas'),
      }
    }),
  )
}

// The whole document is registered once, so response schemas are checked through JSON pointers
// into api.yaml itself and every `$ref` resolves exactly as the contract wrote it.
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(contract, 'api.yaml')

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
}

function findOperation(operationId: string): { path: string; method: string; operation: OperationObject } {
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (httpMethods.has(method) && operation.operationId === operationId) return { path, method, operation }
    }
  }
  throw new Error(`api.yaml has no operation ${operationId}`)
}

/**
 * Checks an answer against what api.yaml declares for that operation and status: the status must
 * be declared, and a JSON body must match its schema. Returns readable problems, empty when fine.
 */
export function checkResponse(operationId: string, status: number, contentType: string | undefined, body: unknown): string[] {
  const { path, method, operation } = findOperation(operationId)
  const declared = operation.responses[String(status)]
  if (!declared) return [`${operationId}: status ${status} is not declared in api.yaml`]

  let schemaPointer: string
  let response: ResponseObject
  if ('$ref' in declared && typeof declared.$ref === 'string') {
    const name = declared.$ref.replace('#/components/responses/', '')
    response = contract.components.responses[name] ?? {}
    schemaPointer = pointer('components', 'responses', name, 'content', 'application/json', 'schema')
  } else {
    response = declared as ResponseObject
    schemaPointer = pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema')
  }
  if (!response.content) return []
  if (!contentType?.startsWith('application/json')) {
    return [`${operationId} ${status}: content type ${contentType ?? '(none)'}, api.yaml declares application/json`]
  }
  const validate = ajv.getSchema(`api.yaml#/${schemaPointer}`)
  if (!validate) return [`${operationId} ${status}: no schema at ${schemaPointer}`]
  if (validate(body)) return []
  return (validate.errors ?? []).map((error: ErrorObject) => `${operationId} ${status}: ${error.instancePath || '(body)'} ${error.message ?? error.keyword}`)
}

/** Validates any value against a named component schema (used for examples). */
export function checkAgainstComponent(schemaName: string, value: unknown): string[] {
  const validate = ajv.getSchema(`api.yaml#/${pointer('components', 'schemas', schemaName)}`)
  if (!validate) return [`no component schema ${schemaName}`]
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '(value)'} ${error.message ?? error.keyword}`)
}
