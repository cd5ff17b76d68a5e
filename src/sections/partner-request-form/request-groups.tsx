import { useLL } from '../../app/i18n'
import { fieldRules } from '../../generated/api-rules.gen'
import { ChoiceField } from './choice-field'
import { LogoField } from './logo-field'
import type { RequestForm } from './request-form'
import { RequestPair, RequestText } from './request-text'
import { TimeZoneField } from './time-zone-field'
import * as styles from './partner-request-form.css'

/** Each group of the request gets the form and the prefix of its fields' ids. */
type Group = { form: RequestForm; prefix: string }

export function ContactGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.contact()}</legend>
      <div className={styles.twoColumns}>
        <RequestText form={form} prefix={prefix} name="contactName" required maxLength={fieldRules.PartnerEventRequest.contactName.maxLength} autoComplete="name" />
        <RequestText form={form} prefix={prefix} name="email" required type="email" autoComplete="email" />
      </div>
      <RequestText form={form} prefix={prefix} name="tel" type="tel" hint={P.field.telHint()} autoComplete="tel" />
    </fieldset>
  )
}

export function EventGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.event()}</legend>
      <RequestPair form={form} prefix={prefix} ko="nameKo" en="nameEn" required />
      <RequestPair form={form} prefix={prefix} ko="titleKo" en="titleEn" required />
      <RequestPair form={form} prefix={prefix} ko="descriptionKo" en="descriptionEn" required maxLength={160} />
      <div className={styles.twoColumns}>
        <RequestText form={form} prefix={prefix} name="slug" required hint={P.field.slugHint()} />
        <form.Field name="interfaceLanguage">
          {(field) => (
            <ChoiceField
              id={`${prefix}-interfaceLanguage`}
              label={P.field.interfaceLanguage()}
              value={field.state.value}
              onChange={field.handleChange}
              options={[
                { value: 'ko', label: P.field.interfaceKo() },
                { value: 'en', label: P.field.interfaceEn() },
              ]}
              error={field.state.meta.errors[0]?.message}
              required
            />
          )}
        </form.Field>
      </div>
    </fieldset>
  )
}

export function PartnerGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.partner()}</legend>
      <RequestPair form={form} prefix={prefix} ko="partnerNameKo" en="partnerNameEn" required />
      <RequestText form={form} prefix={prefix} name="partnerUrl" hint="https://…" />
    </fieldset>
  )
}

export function WhenGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.when()}</legend>
      <div className={styles.twoColumns}>
        <RequestText form={form} prefix={prefix} name="start" picker="date" />
        <RequestText form={form} prefix={prefix} name="end" picker="date" />
      </div>
      <TimeZoneField form={form} prefix={prefix} />
      <div className={styles.twoColumns}>
        <RequestText form={form} prefix={prefix} name="claimsOpens" picker="datetime-local" />
        <RequestText form={form} prefix={prefix} name="claimsCloses" picker="datetime-local" />
      </div>
    </fieldset>
  )
}

/** The venue's fields follow the kind chosen: a place's name and address, or an online platform. */
export function WhereGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.where()}</legend>
      <form.Field name="venueKind">
        {(field) => (
          <>
            <ChoiceField
              id={`${prefix}-venueKind`}
              label={P.field.venueKind()}
              value={field.state.value}
              onChange={field.handleChange}
              options={[
                { value: '', label: P.field.venueNone() },
                { value: 'place', label: P.field.venuePlace() },
                { value: 'online', label: P.field.venueOnline() },
              ]}
              error={field.state.meta.errors[0]?.message}
            />
            {field.state.value === 'place' && (
              <>
                <RequestPair form={form} prefix={prefix} ko="venueNameKo" en="venueNameEn" required />
                <RequestPair form={form} prefix={prefix} ko="venueAddressKo" en="venueAddressEn" required />
                <RequestText form={form} prefix={prefix} name="venueCountry" />
              </>
            )}
            {field.state.value === 'online' && <RequestPair form={form} prefix={prefix} ko="platformKo" en="platformEn" />}
          </>
        )}
      </form.Field>
    </fieldset>
  )
}

export function BadgeGroup({ form, prefix }: Group) {
  const P = useLL().partnerRequest
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{P.group.badge()}</legend>
      <RequestPair form={form} prefix={prefix} ko="criteriaKo" en="criteriaEn" maxLength={160} />
      <RequestText form={form} prefix={prefix} name="badgeLabel" hint={P.field.badgeLabelHint()} maxLength={40} />
      <form.Field name="asksClaimCode">
        {(field) => (
          <label className={styles.check}>
            <input id={`${prefix}-asksClaimCode`} name={`${prefix}-asksClaimCode`} type="checkbox" className={styles.checkbox} checked={field.state.value} onChange={(e) => field.handleChange(e.target.checked)} />
            {P.field.asksClaimCode()}
          </label>
        )}
      </form.Field>
      <LogoField form={form} prefix={prefix} />
    </fieldset>
  )
}
