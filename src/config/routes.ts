import type { BpType } from '@/entities/business-partner'
// Relative, not '@/': Parcel compiles this file for gatsby-node.
import { BP_TYPES } from '../entities/partner-kinds'

import { unlocalizePath } from './site'

/**
 * Every path of the site, once. Paths are written without the
 * language prefix and end with '/'; `localizePath` (site.ts) adds zh-TW's prefix.
 */

/** What a list screen shows: every business partner, or one bpType. */
export type PartnerListKind = 'all' | BpType

type PartnerListRoute = {
  path: string
  /**
   * `common` key of the header link (all, distributorList, dealerList, storeList).
   */
  navLabelKey: string
  /** `common` key of the page title. */
  titleKey: string
}

export const PARTNER_LIST_ROUTES: Readonly<Record<PartnerListKind, PartnerListRoute>> = {
  all: { path: '/', navLabelKey: 'all', titleKey: 'pages.all' },
  distributor: { path: '/distributors/', navLabelKey: 'distributorList', titleKey: 'pages.distributors' },
  dealer: { path: '/dealers/', navLabelKey: 'dealerList', titleKey: 'pages.dealers' },
  store: { path: '/stores/', navLabelKey: 'storeList', titleKey: 'pages.stores' },
}

/** The list screens in header order. */
export const PARTNER_LIST_KINDS = Object.keys(PARTNER_LIST_ROUTES) as PartnerListKind[]

/**
 * The network at a glance: counts, closures and records that need attention. Not a list, so not
 * one of the header's four links: the All list's header links to it, and Ctrl+K finds it.
 */
export const OVERVIEW_PATH = '/overview/'

/** `common` key of a detail page's title, by bpType. */
export const PARTNER_DETAIL_TITLE_KEYS: Readonly<Record<BpType, string>> = {
  distributor: 'pages.distributorDetail',
  dealer: 'pages.dealerDetail',
  store: 'pages.storeDetail',
}

/** A type's detail page: a pre-rendered shell under its list (docs/decisions/001). */
function partnerDetailBase(kind: BpType): string {
  return `${PARTNER_LIST_ROUTES[kind].path}detail/`
}

/** The detail page of one partner: `/dealers/detail/?id=12`. */
export function partnerDetailPath(kind: BpType, id: number): string {
  return `${partnerDetailBase(kind)}?id=${id}`
}

const AUTH_BASE = '/auth/'
// Redirect URLs /auth/callback/ for sign-in and /auth/login/ for sign-out.
export const LOGIN_PATH = `${AUTH_BASE}login/`
export const CALLBACK_PATH = `${AUTH_BASE}callback/`
/** The local stand-in of the hosted sign-in page; only in builds without Cognito settings. */
export const STAND_IN_PATH = `${AUTH_BASE}stand-in/`

/** The list a pathname shows, in any language: '/zh-TW/dealers/' -> 'dealer'. */
export function listKindOfPath(pathname: string): PartnerListKind | undefined {
  const path = unlocalizePath(pathname)
  return PARTNER_LIST_KINDS.find((kind) => PARTNER_LIST_ROUTES[kind].path === path)
}

/** The type whose detail page a pathname is, in any language: '/zh-TW/dealers/detail/' -> 'dealer'. */
export function detailKindOfPath(pathname: string): BpType | undefined {
  const path = unlocalizePath(pathname)
  return BP_TYPES.find((kind) => partnerDetailBase(kind) === path)
}

/** Whether a pathname, in any language, is one of the sign-in pages. */
export function isAuthPath(pathname: string): boolean {
  return unlocalizePath(pathname).startsWith(AUTH_BASE)
}

/** Whether a pathname, in any language, is the page that finishes a sign-in. */
export function isCallbackPath(pathname: string): boolean {
  return unlocalizePath(pathname) === CALLBACK_PATH
}
