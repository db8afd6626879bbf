import type { MigrationStrategy } from 'rxdb';

/** 1, 2, …, Version as a union of number literals (never for version 0). */
type SchemaVersionsUpTo<Version extends number, Seen extends number[] = [0]> = Seen['length'] extends Version
  ? Seen['length']
  : Seen['length'] | SchemaVersionsUpTo<Version, [...Seen, Seen['length']]>;

/**
 * The migration strategies a collection of schema `Version` must ship: exactly one per version
 * step, 1…Version (RxDB refuses to open a collection whose stored version has no path to the
 * current one). Version 0 takes an empty object. Used with `satisfies`, so bumping a schema's
 * version without adding its strategy is a type error.
 */
export type MigrationStrategiesFor<Version extends number> = Version extends 0
  ? Record<string, never>
  : { [ToVersion in SchemaVersionsUpTo<Version>]: MigrationStrategy };
