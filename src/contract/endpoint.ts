import type { z } from 'zod';

/**
 * One route of the API, as server and web both know it: its method and path, who may call it,
 * the schemas of what it reads and of each answer. The server registers a handler against it
 * (server/http/endpoints.ts); the web calls it (web/api/call.ts); the route-table and fuzz
 * tests and the README's route list read the same entries.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** With `:name` for each parameter, as Fastify writes them. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; absent for a form of files or a provider's signed body (see `takes`). */
  readonly body?: z.ZodType;
  /** What a POST takes: a JSON body (the default), a multipart form, or a signed webhook. */
  readonly takes?: 'json' | 'multipart' | 'signed';
  /** What it answers for each success status: a schema for JSON, or 'file' for a download. */
  readonly answers: Readonly<Record<number, z.ZodType | 'file'>>;
}

/**
 * Who may call a route: anyone, or a signed-in account of at least that standing (staff must
 * have two-factor sign-in set up).
 */
export type Access = 'anyone' | 'signed-in' | 'admin' | 'super-admin';

/** Declares an endpoint, keeping its literal types for both ends. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Schema<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? E[K]
  : never;

/** A path parameter may be given as a number: the address is text either way. */
type PathValues<T> = { [K in keyof T]: T[K] extends string ? T[K] | number : T[K] };

/** What a caller sends, before the server's schema reads it (z.input): per part. */
export type ParamsIn<E extends Endpoint> = E['params'] extends z.ZodType
  ? PathValues<z.input<Schema<E, 'params'>>>
  : undefined;
export type QueryIn<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<Schema<E, 'query'>>
  : undefined;
export type BodyIn<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<Schema<E, 'body'>>
  : undefined;

/** What the handler reads, after the schema (z.output). */
export type ParamsOut<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.output<Schema<E, 'params'>>
  : unknown;
export type QueryOut<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.output<Schema<E, 'query'>>
  : unknown;
export type BodyOut<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.output<Schema<E, 'body'>>
  : unknown;

type AnswerSchemas<E extends Endpoint> = E['answers'][keyof E['answers']];

/** What the server may answer (before its schema writes it out). */
export type AnswerIn<E extends Endpoint> =
  AnswerSchemas<E> extends infer S ? (S extends z.ZodType ? z.input<S> : string) : never;

/** What the caller gets: the JSON of any success answer, or the file's text. */
export type AnswerOut<E extends Endpoint> =
  AnswerSchemas<E> extends infer S ? (S extends z.ZodType ? z.output<S> : string) : never;

/** The address of an endpoint with its parameters filled in, percent-encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string for an endpoint's query object (no `?` when there is nothing to send). */
export function queryOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
}
