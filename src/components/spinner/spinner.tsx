import * as styles from './spinner.css'

/** A turning ring; decorative, so whatever it stands for must also be said in text. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}
