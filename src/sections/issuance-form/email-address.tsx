import { Fragment } from 'react'

/**
 * An e-mail address that a narrow dialog may wrap only after its `@` and its dots, where a
 * reader expects a break ("name.surname@" / "example." / "com"), never inside a word as
 * `overflow-wrap: anywhere` did ("…EXAMPL / E").
 */
export function EmailAddress({ address }: { address: string }) {
  const pieces = address.match(/[^@.]+[@.]?|[@.]/g) ?? []
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  )
}
