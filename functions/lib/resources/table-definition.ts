/**
 * How a DynamoDB table is described (each owner's tables.ts describes its own), and the key types
 * derived from a description: what a Get, a Delete or a query names.
 */
export type KeyType = 'S' | 'N';

export interface KeyDefinition {
  readonly name: string;
  readonly type: KeyType;
}

export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: KeyDefinition;
  readonly sortKey?: KeyDefinition;
}

export interface TableDefinition {
  /** Environment variable through which handlers learn the table's name. */
  readonly envVar: string;
  readonly partitionKey: KeyDefinition;
  readonly sortKey?: KeyDefinition;
  readonly indexes?: readonly IndexDefinition[];
  /** Expiry attribute (epoch seconds) DynamoDB deletes by. dynalite has no TTL, so readers check it too. */
  readonly ttlAttribute?: string;
}

/** A key's value as DynamoDB holds it: `S` a string, `N` a number. */
export type KeyValue<K extends KeyDefinition> = K['type'] extends 'N' ? number : string;

export type KeyObject<D extends { readonly partitionKey: KeyDefinition; readonly sortKey?: KeyDefinition }> =
  {
    readonly [K in D['partitionKey']['name']]: KeyValue<D['partitionKey']>;
  } & (D extends { readonly sortKey: infer S extends KeyDefinition }
    ? { readonly [K in S['name']]: KeyValue<S> }
    : unknown);
