import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * The face the build and the notices' files set text in (the sharing cards, the user guide PDF):
 * Noto Sans KR, Hangul and Latin, from the
 * npm package pinned in package-lock.json, found by Node's module resolution. No system font is
 * read, so a fresh machine draws the same bytes as any other, with or without fonts installed
 * (`scripts/without-system-fonts.sh` proves it in `npm test`). The site's CSS names the family
 * second, after Pretendard; Debian's fonts-noto-cjk has the same design as Noto Sans CJK KR.
 */
export const notoSansKr = {
  /** The family name in the files' name table, what an SVG's `font-family` asks for. */
  family: 'Noto Sans KR',
  regular: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  /** The wordmark's name (scripts/brand). */
  extraBold: require.resolve('@expo-google-fonts/noto-sans-kr/800ExtraBold/NotoSansKR_800ExtraBold.ttf'),
}
