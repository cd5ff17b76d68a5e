import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * The brand face, Pretendard (the site's own, src/styles/fonts.css.ts), as the build sets text in
 * it: the sharing cards, the hall posters and slides, the user guide PDF. Static OpenType files
 * (CFF outlines) of the npm package pinned in package-lock.json, found by Node's module
 * resolution: resvg outlines them and pdf-lib subsets them (fontkit 2, scripts/pdf/pdf-fontkit.ts).
 * No system font is read, as below.
 */
export const pretendard = {
  /** The family name in the files' name table, what an SVG's `font-family` asks for. */
  family: 'Pretendard',
  regular: require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf'),
  bold: require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf'),
}

/**
 * The face the logo's wordmark is drawn in (scripts/brand), the mark as it was drawn: Noto Sans
 * KR, from the npm package pinned in package-lock.json, found by Node's module resolution. No system font is
 * read, so a fresh machine draws the same bytes as any other, with or without fonts installed
 * (`scripts/without-system-fonts.sh` proves it in `npm test`). The site's CSS names the family
 * second, after Pretendard; Debian's fonts-noto-cjk has the same design as Noto Sans CJK KR.
 */
export const notoSansKr = {
  /** The family name in the files' name table, what an SVG's `font-family` asks for. */
  family: 'Noto Sans KR',
  extraBold: require.resolve('@expo-google-fonts/noto-sans-kr/800ExtraBold/NotoSansKR_800ExtraBold.ttf'),
}
