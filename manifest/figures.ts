/**
 * The provider's claimed figures (docs/rules/site.md §1, §9: 500+ client organisations, 13,500+
 * registered badges, 1,500,000+ issued badges, 200,000+ wallet users), written once: the home
 * page's statistics and the company overview show these items, never a copy.
 */
export const clientFigures = [
  { value: 500, suffix: '+', label: { ko: '고객 기관', en: 'Client organisations' } },
  { value: 13500, suffix: '+', label: { ko: '등록된 배지', en: 'Registered badges' } },
  { value: 1500000, suffix: '+', label: { ko: '발급된 배지', en: 'Badges issued' } },
  { value: 200000, suffix: '+', label: { ko: '지갑 사용자', en: 'Wallet users' } },
]
