import type { ImgHTMLAttributes } from 'react'
import type { LocalizedImage } from '../../../manifest/schema/image'
import type { InLanguage } from '../../../manifest/schema/text'
import { narrowScreen } from '../../styles/breakpoints'
import * as styles from './picture.css'

type Props = {
  /** The manifest's image in the page's language: its file, size and alt, and maybe one drawn for a phone. */
  image: InLanguage<LocalizedImage>
  className: string
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'>

/**
 * An image at its declared size, or, when the manifest gives one drawn for a phone (`narrow`),
 * a `<picture>` that shows that one below the tablet breakpoint: a product screen scaled down to a
 * phone's column would shrink its words past reading. Each file has its own width and height, so
 * the browser reserves the right box before either arrives. The `<picture>` adds no box of its
 * own: the `<img>` stays the grid item its section styles.
 */
export function Picture({ image, className, ...attributes }: Props) {
  const img = <img className={image.narrow ? `${className} ${styles.narrowCapped}` : className} src={image.src} width={image.width} height={image.height} alt={image.alt ?? ''} {...attributes} />
  if (!image.narrow) return img
  return (
    <picture className={styles.picture}>
      <source className={styles.source} media={narrowScreen} srcSet={image.narrow.src} width={image.narrow.width} height={image.narrow.height} />
      {img}
    </picture>
  )
}
