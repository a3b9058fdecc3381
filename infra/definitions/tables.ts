/**
 * DynamoDB tables, described once. The CDK data stack and the local runtime both build from this,
 * so the emulator's tables always have the keys and indexes the deployed ones have.
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
}

export const TABLES = {
  departments: {
    envVar: 'DEPARTMENTS_TABLE',
    partitionKey: { name: 'name', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;

export type TableId = keyof typeof TABLES;
