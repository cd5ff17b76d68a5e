import actions from './actions'
import appBanner from './app-banner'
import badgeGallery from './badge-gallery'
import badgePicture from './badge-picture'
import badgeTypes from './badge-types'
import banner from './banner'
import cardGrid from './card-grid'
import carousel from './carousel'
import contactForm from './contact-form'
import entryColumns from './entry-columns'
import eventIntro from './event-intro'
import figure from './figure'
import hero from './hero'
import infoRows from './info-rows'
import introBlocks from './intro-blocks'
import issuanceForm from './issuance-form'
import legalDocument from './legal-document'
import noticeDetail from './notice-detail'
import noticeList from './notice-list'
import officeMap from './office-map'
import partnerRequestForm from './partner-request-form'
import pointsBand from './points-band'
import pressList from './press-list'
import productRows from './product-rows'
import quickLinks from './quick-links'
import siteSections from './site-sections'
import stats from './stats'
import steps from './steps'
import text from './text'

/**
 * Every section type by its name, which is also its schema's file (`manifest/sections/<name>.ts`),
 * its schema's `type` literal and its component folder (`src/sections/<name>/`). Listed by hand,
 * like pages and events: see `manifest/site.ts` for why. Codegen fails, naming the file, when a
 * `defineSectionType` file is missing here or either half of a listed type is missing.
 */
export const sectionTypes = {
  actions,
  'app-banner': appBanner,
  'badge-gallery': badgeGallery,
  'badge-picture': badgePicture,
  'badge-types': badgeTypes,
  banner,
  'card-grid': cardGrid,
  carousel,
  'contact-form': contactForm,
  'entry-columns': entryColumns,
  'event-intro': eventIntro,
  figure,
  hero,
  'info-rows': infoRows,
  'intro-blocks': introBlocks,
  'issuance-form': issuanceForm,
  'legal-document': legalDocument,
  'notice-detail': noticeDetail,
  'notice-list': noticeList,
  'office-map': officeMap,
  'partner-request-form': partnerRequestForm,
  'points-band': pointsBand,
  'press-list': pressList,
  'product-rows': productRows,
  'quick-links': quickLinks,
  'site-sections': siteSections,
  stats,
  steps,
  text,
} as const

type SectionTypeSchema = (typeof sectionTypes)[keyof typeof sectionTypes]['schema']

/**
 * Their schemas, for the discriminated union of `manifest/schema/section.ts`. The cast only
 * states what `Object.values` loses: the list is not empty and holds exactly these schemas.
 */
export const sectionSchemas = Object.values(sectionTypes).map((t) => t.schema) as [SectionTypeSchema, ...SectionTypeSchema[]]
