import { about } from './about'
import { association } from './association'
import { badgesGallery } from './badges-gallery'
import { company } from './company'
import { contact } from './contact'
import { partnerRequest } from './partner-request'
import { education } from './education'
import { enterprise } from './enterprise'
import { home } from './home'
import { issuance } from './issuance'
import { management } from './management'
import { notFound } from './not-found'
import { notice } from './notice'
import { noticeView } from './notice-view'
import { openbadges } from './openbadges'
import { press } from './press'
import { privacy } from './privacy'
import { sampleBadgesV3 } from './sample-badges-v3'
import { service } from './service'
import { solution } from './solution'
import { termsOfService } from './terms-of-service'
import { userForOpenbadge } from './user-for-openbadge'
import { userForOpenbadgeV3 } from './user-for-openbadge-v3'

/**
 * Every page of docs/rules/routing.md §2.2, in the order of the sitemap. Listed by hand, like section types and
 * events: see `manifest/site.ts` for why. Codegen fails, naming the file, when a `definePage`
 * file of this folder is missing here.
 */
export const pages = [
  home,
  openbadges,
  badgesGallery,
  service,
  issuance,
  management,
  sampleBadgesV3,
  solution,
  education,
  enterprise,
  association,
  company,
  about,
  press,
  notice,
  noticeView,
  contact,
  partnerRequest,
  userForOpenbadge,
  userForOpenbadgeV3,
  termsOfService,
  privacy,
  notFound,
] as const
