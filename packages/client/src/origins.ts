/**
 * From the routing table generated out of the document to the origin of each call. Nothing here
 * names an operation, a host or a port: the table says which server template serves an
 * operation (`{base_url}:83`), the caller says what the variables stand for.
 */
import { operations, serverVariables } from '@fulfillment-api/types/operations';
import type { OperationId, ServerVariableName } from '@fulfillment-api/types/operations';

export type { OperationId, ServerVariableName };

/** The value of every server variable of the document, e.g. `{ base_url: 'https://api.example.com', … }`. */
export type ServerVariableValues = Record<ServerVariableName, string>;

/** One row of the routing table, with its operationId. */
export interface Operation {
  id: OperationId;
  /** The row of the description's endpoint table. */
  endpoint: number;
  /** Upper case, as sent. */
  method: string;
  /** The path as the document writes it, e.g. `/v1/outboundOrders/{packageId}/status`. */
  path: string;
  /** `read` changes nothing; `create` and `cancel` do (endpoint 18 cancels with GET). */
  effect: 'read' | 'create' | 'cancel';
  /** Server templates in the document's order, e.g. `['{base_url}:83', '{eu_base_url}:86']`. */
  servers: readonly string[];
}

const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  (Object.keys(operations) as OperationId[]).map((id) => {
    const row = operations[id];
    const operation: Operation = {
      id,
      endpoint: row.endpoint,
      method: row.method.toUpperCase(),
      path: row.path,
      effect: row.effect as Operation['effect'],
      servers: row.servers,
    };
    return [routeKey(operation.method, operation.path), operation];
  }),
);

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The operation of a method and a path as the document writes it, or undefined. */
export function findOperation(method: string, path: string): Operation | undefined {
  return OPERATIONS.get(routeKey(method, path));
}

/** The server variables a template uses, e.g. `['base_url']` for `{base_url}:83`. */
export function templateVariables(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * A server template with its variables replaced: `{base_url}:83` with
 * `{ base_url: 'https://api.example.com' }` gives `https://api.example.com:83`.
 */
export function expandServerTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`The server ${template} uses the variable {${name}}, which has no value.`);
    }
    return value;
  });
}

/** The document's default of every server variable (placeholder hosts; the mock pins them). */
export function documentServerVariables(): ServerVariableValues {
  const values = {} as ServerVariableValues;
  for (const name of Object.keys(serverVariables) as ServerVariableName[]) {
    values[name] = serverVariables[name].default;
  }
  return values;
}

/**
 * The server template that serves an operation: its only one, or, for an operation served by
 * several origins, the first that uses the preferred variable (else the first listed).
 */
export function chooseServer(operation: Operation, preferred?: ServerVariableName): string {
  const chosen =
    preferred === undefined ? undefined : operation.servers.find((t) => templateVariables(t).includes(preferred));
  const server = chosen ?? operation.servers[0];
  if (server === undefined) throw new Error(`${operation.id} has no server in the document.`);
  return server;
}

/**
 * The origin (scheme, host and port) of every operation, for the given variable values.
 * `preferences` picks among the servers of an operation that several origins serve.
 */
export function resolveOperationOrigins(
  values: ServerVariableValues,
  preferences: Partial<Record<OperationId, ServerVariableName>> = {},
): Record<OperationId, string> {
  const origins = {} as Record<OperationId, string>;
  for (const operation of OPERATIONS.values()) {
    origins[operation.id] = expandServerTemplate(chooseServer(operation, preferences[operation.id]), values);
  }
  return origins;
}
