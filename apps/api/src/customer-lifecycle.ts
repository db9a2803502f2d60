import type { AccountExport, ExportFileKind } from '@studio/contracts/privacy';
import type { Character } from '@studio/contracts/stories';
import type { DraftPhoto } from '@studio/contracts/stories-api';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './db/client';

/** One dated tally a closed account leaves for the dashboard's history, with nothing personal in it (ADR 038). */
export interface ClosedAccountTally {
  metric: string;
  occurredAt: Date;
  amount: number;
}

/** The history's metrics: what the dashboard adds back for closed accounts. */
export const CLOSED_ACCOUNT_METRICS = { signUps: 'customers_signed_up', booksMade: 'books_made', creditsSpent: 'credits_spent', ordersPrefix: 'orders:' } as const;

/** A stored file of the customer and where it goes in the export's ZIP (named by ids only, never by titles they typed). */
export interface FileToExport {
  key: string;
  path: string;
  kind: ExportFileKind;
  belongsTo: string | null;
}

/** What a module puts in `data.json`: some of the export's parts (the frame, the profile's time stamp and the file list are privacy's). */
export type ExportPart = Partial<Omit<AccountExport, 'format_version' | 'exported_at' | 'files'>>;

export interface StoryOfCustomer {
  id: string;
  customerId: string;
}

/** What a new story's draft brings besides its details: photos chosen for its characters before it existed. */
export interface NewStory {
  characters: readonly Character[];
  photos: readonly DraftPhoto[];
  /** The customer's earlier book this one follows (checked to be theirs), if any. */
  follows: string | null;
}

/** Files of a deleted story to remove once its rows are gone: single files, and folders (`<prefix>…`). */
export interface StoryFiles {
  keys?: string[];
  prefixes?: string[];
}

/**
 * What a module that holds customer data does to it as the customer's stories and account come and go.
 * Rows go with the customer (or the story) by ON DELETE CASCADE unless a hook below says otherwise.
 * `C` is the application context (AppContext), passed in so this file depends on no module.
 */
export interface CustomerDataHolder<C> {
  /** The module, as named in an error about its registration. */
  module: string;
  /** Its tables that hold a customer's or a story's rows (a test checks every such table is named by exactly one module). */
  tables: readonly PgTable[];
  /** Creating a story, before it is written: throws when what the draft brings this module may not be kept. */
  checkNewStory?(context: C, customerId: string, draft: NewStory): Promise<void>;
  /**
   * Creating a story, after every check and before its transaction: makes ready what the draft brings this
   * module and answers the draft as the transaction is to keep it. Whatever it stores must be kept somewhere
   * that is cleared on its own if the story is not created (as temporary photos are).
   */
  prepareNewStory?(context: C, customerId: string, draft: NewStory): Promise<NewStory>;
  /** Creating a story, inside the transaction that writes it: keeps what the draft brings this module. */
  onStoryCreated?(tx: Tx, story: StoryOfCustomer, draft: NewStory): Promise<void>;
  /** Deleting an uploaded book: throws (409) when it may not go yet. */
  refuseUploadedBookDeletion?(context: C, book: { id: string; customerId: string }): Promise<void>;
  /** Deleting a story, before anything is deleted: throws (409) when the story may not go yet. */
  refuseStoryDeletion?(context: C, story: StoryOfCustomer): Promise<void>;
  /** Deleting a story, inside the transaction holding it: throws when it may not go; answers its files to remove after the commit. */
  filesOfDeletedStory?(tx: Tx, story: StoryOfCustomer): Promise<StoryFiles>;
  /** The export: its parts of `data.json`. */
  exportPart?(context: C, customerId: string): Promise<ExportPart>;
  /** The export: every file it holds for the customer. */
  exportFiles?(context: C, customerId: string): Promise<FileToExport[]>;
  /** Closing the account, inside its transaction and under the account's lock: throws (409) when it may not close yet. */
  refuseAccountDeletion?(tx: Tx, customerId: string): Promise<void>;
  /** Kinds of its jobs that write the customer's rows or files: closing the account waits until none is waiting or running. */
  jobsWritingCustomerFiles?: readonly string[];
  /** Closing the account, inside its transaction before anything goes: the tallies of what the account did that the dashboard's history keeps. */
  historyOfClosedAccount?(tx: Tx, customerId: string): Promise<ClosedAccountTally[]>;
  /** Closing the account, inside its transaction before the customer row goes: what it removes or keeps itself, counted for the audit log. */
  onAccountDeletion?(tx: Tx, customer: { id: string; email: string }): Promise<Record<string, number>>;
  /** Folders of the blob store with the customer's files, each keyed `<folder>/<customer id>/…`, emptied when the account closes. */
  customerFolders?: readonly string[];
}

/**
 * Every module that holds customer data, registered once (customer-lifecycle-registry.ts), so story
 * creation and deletion, uploaded-book deletion, the account export, account deletion and the
 * customer's file list ask each in turn instead of knowing them all. Modules are asked in the order they were registered.
 */
export class CustomerLifecycleRegistry<C> {
  private readonly holders: Array<CustomerDataHolder<C>> = [];

  register(holder: CustomerDataHolder<C>): void {
    const taken = holder.tables.find((table) => this.holders.some((other) => other.tables.includes(table)));
    if (this.holders.some((other) => other.module === holder.module)) throw new Error(`The ${holder.module} module's customer data is already registered`);
    if (taken) throw new Error(`A table of the ${holder.module} module is already registered by another module`);
    this.holders.push(holder);
  }

  /** The registered modules, in order. */
  all(): ReadonlyArray<CustomerDataHolder<C>> {
    return this.holders;
  }

  /** Every folder of the blob store holding the customer's files. */
  customerFilePrefixes(customerId: string): string[] {
    return this.holders.flatMap((holder) => (holder.customerFolders ?? []).map((folder) => `${folder}/${customerId}/`));
  }

  jobsWritingCustomerFiles(): string[] {
    return this.holders.flatMap((holder) => holder.jobsWritingCustomerFiles ?? []);
  }
}
