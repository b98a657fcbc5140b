import type { Locale } from '@atrium/contract';
import type { DocumentNumberPattern } from '@atrium/contract/endpoints/document-numbers';

/**
 * A kind of document that gets a number (入库单, 盘点, later 销售订单), declared by the module that
 * owns the document, listed in its manifest (`documentKinds`), and passed to `nextDocumentNumber`.
 */
export interface DocumentKind {
  /** Unique across modules; the settings screen and the counters name the kind by it. */
  name: string;
  label: Readonly<Record<Locale, string>>;
  /** The pattern of an organization whose administrator has not changed it. */
  defaultPattern: DocumentNumberPattern;
}

/** Declares a kind (a typed literal for the manifest and the services). */
export const defineDocumentKind = (kind: DocumentKind): DocumentKind => kind;
