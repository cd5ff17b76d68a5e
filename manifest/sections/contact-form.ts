import { z } from 'zod'
import { InternalLinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'
import { LineSchema } from './info-rows'

/**
 * The inquiry form of the contact page (docs/rules/contact.md §2.10, §4.2, §5.2): inquiry type, name or company,
 * contact number, e-mail, how the visitor found us, the details, and the consent the Personal
 * Information Protection Act (article 15) asks for. Sends `sendContactInquiry`.
 */
export default defineSectionType({
  submits: ['sendContactInquiry'],
  body: 'ContactInquiry',
  offers: (section: { inquiryTypes: readonly { value: string }[] }) => ({ type: section.inquiryTypes.map((t) => t.value) }),
  strings: ['forms'],
  // Its words (the types, the consent notice, the details) arrive as data in the HTML, in the page's
  // language, not as JavaScript in both (that paid for the details column).
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/contact-form/`. */
      type: z.literal('contact-form'),
      /** The inquiry types, in order; each `value` is one of the API's `InquiryType` (codegen checks all are offered). */
      inquiryTypes: z.array(z.object({ /** The API's value. */ value: z.string(), /** What the radio button says. */ label: LocalizedTextSchema }).strict()).min(1),
      /** The consent notice of PIPA article 15(2): each item in plain words. */
      consent: z
        .object({
          /** The notice's heading. */
          heading: LocalizedTextSchema,
          /** Why the data is collected (수집·이용 목적). */
          purpose: LocalizedTextSchema,
          /** Which items are collected (수집 항목). */
          items: LocalizedTextSchema,
          /** How long they are kept (보유·이용 기간). */
          retention: LocalizedTextSchema,
          /** The right to refuse and what refusing means (동의 거부권 및 불이익). */
          refusal: LocalizedTextSchema,
          /** The checkbox's words. */
          agree: LocalizedTextSchema,
          /** The link to the full privacy policy. */
          policy: InternalLinkSchema,
        })
        .strict(),
      /**
       * Beside the form where the section has room for both, else under it: the other ways to
       * reach us and when we answer. Each row a text or a value of the brand file (`{ brand:
       * 'supportPhone' }`; the telephone and e-mail become links).
       */
      details: z
        .object({
          /** The column's heading (h2). */
          heading: LocalizedTextSchema,
          /** Label and value rows, in order. */
          rows: z.array(z.object({ /** What the row is about. */ label: LocalizedTextSchema, /** Its value. */ value: LineSchema }).strict()).min(1),
        })
        .strict()
        .optional(),
    })
    .strict(),
})
