import type { PagePath } from '@/domain/pages'
import type { AppConfig } from '@/config/schema'
import type { StorageWrite } from '@/session/keys'

/** An answer of a result-type call, normalised by src/api (data first, then top level). */
export interface ResultAnswer {
  code: number
  msg: string
  /** `type`, numbers and numeric strings made one string ("1"). */
  type: string | null
  bearer: string | null
  token: string | null
  number: string | null
  strNo: string | null
  special: string | null
  why: string | null
  list: ReadonlyArray<Readonly<Record<string, unknown>>> | null
  mobile: string | null
  isBan: string | null
  isTest: boolean
  /** `data.code` / `data.msg`, kept apart from the envelope's. */
  dataCode: number | null
  dataMsg: string | null
}

/** A complete answer from a few fields: for tests and for other teams' fixtures. */
export function makeAnswer(fields: Partial<ResultAnswer> = {}): ResultAnswer {
  return {
    code: 0,
    msg: '',
    type: null,
    bearer: null,
    token: null,
    number: null,
    strNo: null,
    special: null,
    why: null,
    list: null,
    mobile: null,
    isBan: null,
    isTest: false,
    dataCode: null,
    dataMsg: null,
    ...fields,
  }
}

export type MessageLevel = 'success' | 'info' | 'warning' | 'error'

export type Dialog =
  | { dialog: 'accountType'; isBan: string | null }
  | { dialog: 'unregistered'; text: string }
  | { dialog: 'rebind'; text: string }
  | { dialog: 'info'; text: string; then: Effect | null }
  | { dialog: 'jump' }

export type Effect =
  | { kind: 'store'; writes: StorageWrite[] }
  | { kind: 'message'; level: MessageLevel; text: string }
  | { kind: 'navigate'; to: PagePath; search?: Record<string, string>; replace?: boolean; delayMs?: number }
  /** Leave this app for another one: a full URL already checked against the allowlist. */
  | { kind: 'leave'; url: string; delayMs: number; target: 'self' | 'top' }
  | ({ kind: 'dialog' } & Dialog)
  /** Ask determineCorF again and decide its answer in the `recheck` context. */
  | { kind: 'recheck'; mobile: string }
  /** Show a panel of the login card. */
  | { kind: 'panel'; panel: 'scan' | 'pwd' | 'bindPhone' }
  /** Call selectLogin with the stored selection number and the chosen type. */
  | { kind: 'selectLogin'; number: string; type: 'company' | 'factory' }
  /** Hand the token to the page that embeds this one (trusted origins only). */
  | { kind: 'postToParent'; token: string }

export interface Decision {
  /** Which row of the outcome table decided. */
  row: string
  effects: Effect[]
}

/** What every context carries: the configuration and the page's origin. */
export interface Env {
  config: Pick<AppConfig, 'companyAppUrl' | 'factoryAppUrl' | 'mainSiteUrl' | 'trustedHosts'>
  origin: string
}

type LoginVia = 'phone' | 'scan' | 'loadings' | 'recheck' | 'chooser'

export type OutcomeContext = Env &
  (
    | {
        kind: 'login'
        via: LoginVia
        embedded: boolean
        autoLogin: boolean
        /** The phone used, when there is one (re-check, saved on review failure). */
        mobile?: string | null
        /** Stored `factory_url` of a test factory. */
        factoryUrl?: string | null
      }
    | { kind: 'embeddedCode' }
    | { kind: 'bindPanel'; mobile: string }
    | { kind: 'rebind'; mobile: string }
    | { kind: 'bindCompanyPhone'; mobile: string; autoLogin: boolean }
    | { kind: 'bindFactoryPhone'; mobile: string; autoLogin: boolean; factoryUrl?: string | null }
    | { kind: 'confirmCompany'; autoLogin: boolean }
    | { kind: 'confirmFactory'; autoLogin: boolean; factoryUrl?: string | null }
    | { kind: 'registration'; form: 'company' | 'factory'; mobile: string }
    | { kind: 'sessionCheck'; token: string; autoLogin: boolean; factoryUrl: string | null }
  )

export type ContextKind = OutcomeContext['kind']
export type ContextOf<K extends ContextKind> = Extract<OutcomeContext, { kind: K }>
