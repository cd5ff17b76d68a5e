import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { readApiContract } from './api-contract'

const contractFile = path.resolve(import.meta.dirname, '../openapi/api.yaml')
const dir = await mkdtemp(path.join(tmpdir(), 'api-contract-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The parts of the contract a test changes. */
type Document = { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }

/** The real contract with `change` applied, read as codegen reads it. */
async function contractWith(change: (doc: Document) => void) {
  const doc = parse(await readFile(contractFile, 'utf8')) as Document
  change(doc)
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.yaml`)
  await writeFile(file, stringify(doc))
  return readApiContract(file)
}

describe('request bodies and enums, read from the contract with no list of names', () => {
  it('gives every request body its field rules, and each write its body', async () => {
    const contract = await readApiContract(contractFile)
    // The site's own writes are there; a body the README's recipe adds is not a reason to edit this
    // test, so the table is contained in what the contract has, not equal to it.
    expect(contract.requestBodies).toMatchObject({
      sendContactInquiry: 'ContactInquiry',
      issueSampleBadge: 'IssuanceRequest',
      issueSampleBadgeV3: 'IssuanceRequest',
      requestPartnerEvent: 'PartnerEventRequest',
    })
    // Every body a write takes has its field rules, and nothing else does.
    expect(Object.keys(contract.fields).sort()).toEqual([...new Set(Object.values(contract.requestBodies))].sort())
    expect(contract.fields.IssuanceRequest?.lang).toEqual({ required: true, enum: ['ko-KR', 'en-US'] })
  })

  it('reads how a body is sent: JSON unless it is a form with a file, and one media type per operation', async () => {
    const contract = await readApiContract(contractFile)
    expect(contract.operations.requestPartnerEvent?.mediaType).toBe('multipart/form-data')
    expect(contract.operations.sendContactInquiry?.mediaType).toBeUndefined()
    expect(contract.fields.PartnerEventRequest?.logo).toEqual({ required: false, format: 'binary' })
    await expect(
      contractWith((doc) => {
        const contact = doc.paths['/ContactUsByEmail'] as { post: { requestBody: { content: Record<string, unknown> } } }
        contact.post.requestBody.content['application/x-www-form-urlencoded'] = { schema: { $ref: '#/components/schemas/ContactInquiry' } }
      }),
    ).rejects.toThrow('openapi/api.yaml: sendContactInquiry: a request body has one media type, application/json or multipart/form-data (it has application/json, application/x-www-form-urlencoded)')
  })

  it('reads a new operation\'s body, with each rule of its fields (format and const too)', async () => {
    const contract = await contractWith((doc) => {
      doc.components.schemas.Feedback = {
        type: 'object',
        required: ['score', 'email'],
        properties: {
          score: { type: 'string', enum: ['good', 'bad'] },
          email: { type: 'string', format: 'email', maxLength: 80 },
          kind: { type: 'string', const: 'feedback' },
        },
      }
      doc.paths['/Feedback'] = {
        post: {
          operationId: 'sendFeedback',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Feedback' } } } },
          responses: { '200': { description: 'stored' } },
        },
      }
    })
    expect(contract.requestBodies.sendFeedback).toBe('Feedback')
    expect(contract.fields.Feedback).toEqual({
      score: { required: true, enum: ['good', 'bad'] },
      email: { required: true, format: 'email', maxLength: 80 },
      kind: { required: false, const: 'feedback' },
    })
  })

  it('reads every named enum of the contract', async () => {
    const contract = await contractWith((doc) => (doc.components.schemas.Colour = { type: 'string', enum: ['red', 'blue'] }))
    expect(contract.enums.Colour).toEqual(['red', 'blue'])
    expect(contract.enums.GalleryCategory).toEqual(['edu', 'corp', 'group', 'other'])
  })

  it('refuses a request body that is no named schema (its name keys its rules and its words)', async () => {
    const inline = { operationId: 'sendContactInquiry', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: {} }
    const read = contractWith((doc) => (doc.paths['/ContactUsByEmail'] = { post: inline }))
    await expect(read).rejects.toThrow('sendContactInquiry: a request body must be a named schema')
  })
})
