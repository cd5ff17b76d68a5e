import { z } from 'zod'
import { InternalLinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The inquiry form of the contact page (docs/rules/contact.md §2.10, §4.2, §5.2): inquiry type, name or company,
 * contact number, e-mail, how the visitor found us, the details, and the consent the Personal
 * Information Protection Act (article 15) asks for. Sends `sendContactInquiry`.
 */
export default defineSectionType({
  submits: ['sendContactInquiry'],
  strings: ['forms'],
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
    })
    .strict(),
})
