import type { Router } from 'express';
import type { PersonalDataExport } from './domain/users/personal-data';
import type { DocumentTrigger } from './jobs/document-trigger';
import type { ScheduledJob } from './jobs/scheduled-job';
import type { BlobStore } from './platform/blob-store';
import type { PushSender } from './platform/messaging';

/**
 * The deployed function that serves a router (firebase.json's Hosting rewrites): the photo upload
 * and the PDF report are heavy (sharp, pdfmake) and get functions sized for them; everything else
 * is the light JSON API.
 */
export type RouteGroup = 'light' | 'upload' | 'pdf';
export const ROUTE_GROUP_NAMES: readonly RouteGroup[] = ['light', 'upload', 'pdf'];

/** A collection under a company's document, with what hangs on its documents outside them. */
export interface CompanyCollection {
  readonly name: string;
  /** Its document ids are Auth accounts (uids), removed with them. */
  readonly accounts?: true;
  /** The fields naming files in the blob store (a photo and its thumbnail, a PDF report). */
  readonly files?: readonly string[];
  /** Subcollections of each document: Firestore keeps them when the document goes. */
  readonly children?: readonly CompanyCollection[];
  /**
   * LGPD (README 'LGPD'): the section of a person's export that carries their documents of this
   * collection, or why it holds nothing of a person's own. Required, so a new collection cannot
   * skip the decision (personal-data.test.ts checks the export has every section named here).
   */
  readonly personalData:
    { readonly exportedAs: Exclude<keyof PersonalDataExport, 'generatedAt'> } | { readonly none: string };
}

/** What a feature stores for a company: the company's deletion removes it, the LGPD export accounts for it. */
export interface CompanyData {
  /** Collections under `companies/{id}`. */
  readonly collections?: readonly CompanyCollection[];
  /** Subcollections of another feature's documents, by that collection's name (a vehicle's custodies). */
  readonly under?: Readonly<Record<string, readonly CompanyCollection[]>>;
  /** Top-level collections whose documents name their company in `companyId` (a vehicle's QR token). */
  readonly topLevel?: readonly string[];
}

/** Every collection a company's data lives in, from the features' declarations. */
export interface CompanyDataRegistry {
  /** In the features' order, each with the subcollections any feature keeps under its documents. */
  readonly collections: readonly CompanyCollection[];
  readonly topLevel: readonly string[];
}

/** What the platform hands the features' triggers and timed jobs. */
export interface JobDeps {
  push: PushSender;
  blobs: BlobStore;
  /** The company-data registry the company's deletion walks. */
  companyData: CompanyDataRegistry;
}

/**
 * What a feature declares to the platform (its `feature.ts`), apart from its front door
 * (`index.ts`), so that importing the front door loads no routes. `features.ts` lists them all.
 */
export interface Feature {
  /** Its folder under functions/src, e.g. 'fleet/vehicles'. */
  readonly folder: string;
  /** Its routers, by the deployed function that serves them; mounted at the API's root. */
  readonly routers?: Partial<Record<RouteGroup, readonly Router[]>>;
  /**
   * Routers whose links carry their own signature instead of a sign-in (an e-mail's unsubscribe
   * link): served by the light API, mounted under /api before authentication.
   */
  readonly signedLinkRouters?: readonly Router[];
  /**
   * Its handlers of company documents' changes. Each collection's handlers, every feature's, are
   * deployed as one function that dispatches to them (features.ts), and the local event bridge runs the same.
   */
  readonly triggers?: (deps: JobDeps) => readonly DocumentTrigger[];
  /** Its timed jobs: deployed as Cloud Scheduler functions, run on timers by the local stack. */
  readonly jobs?: (deps: JobDeps) => readonly ScheduledJob[];
  readonly companyData?: CompanyData;
}

/** The registry of a company's data: every feature's collections, each with the subcollections declared under it. */
export function companyDataOf(features: readonly Feature[]): CompanyDataRegistry {
  const under = (name: string) => features.flatMap((f) => f.companyData?.under?.[name] ?? []);
  return {
    collections: features
      .flatMap((f) => f.companyData?.collections ?? [])
      .map((c) => {
        const children = [...(c.children ?? []), ...under(c.name)];
        return children.length > 0 ? { ...c, children } : c;
      }),
    topLevel: features.flatMap((f) => f.companyData?.topLevel ?? []),
  };
}
