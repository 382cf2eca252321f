/**
 * From a routing table (generated out of the document) to the operation and origin of each call.
 * Nothing here names an operation, a host or a port: the table says which server template serves
 * an operation (`{base_url}:83`), the caller says what the variables stand for. A factory over
 * the table, so that tests can route over small tables of their own.
 */
import { operations, serverVariables } from '@fulfillment-api/types/operations';
import type { OperationId, ServerVariableName } from '@fulfillment-api/types/operations';

export type { OperationId, ServerVariableName };

/** The value of every server variable of the document, e.g. `{ base_url: 'https://api.example.com', … }`. */
export type ServerVariableValues = Record<ServerVariableName, string>;

/** The operations served by more than one origin (endpoint 4), by operationId. */
export type MultiServerOperationId = {
  [Id in OperationId]: (typeof operations)[Id]['servers'] extends readonly [string] ? never : Id;
}[OperationId];

type VariablesOf<Template> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | VariablesOf<Rest> : never;

/**
 * Which server serves an operation that several origins serve, by the server variable it uses:
 * `{ getInboundOrderStatus: 'eu_base_url' }`. Typed from the routing table.
 */
export type ServerPreferences = {
  [Id in MultiServerOperationId]?: VariablesOf<(typeof operations)[Id]['servers'][number]>;
};

/** One row of a routing table, as generated in `@fulfillment-api/types/operations`. */
interface RoutingRow {
  endpoint: number;
  method: string;
  path: string;
  effect: string;
  servers: readonly string[];
  successBody: boolean;
}

export interface RoutingTable {
  operations: Readonly<Record<string, RoutingRow>>;
  serverVariables: Readonly<Record<string, { default: string; option: string }>>;
}

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
  /** Whether a success answer carries a body (endpoints 3, 6 and 14 answer without one). */
  successBody: boolean;
}

export interface OperationRouting {
  /** The operation of a method and a path as the document writes it, or undefined. */
  find(method: string, path: string): Operation | undefined;
  /** Every operation of the table. */
  readonly operations: readonly Operation[];
  /** The HTTP methods the table uses, upper case. */
  readonly methods: readonly string[];
  /** The server variables, sorted by name. */
  readonly variables: readonly string[];
  /** The client option that gives a variable's value (`base_url` → `baseUrl`). */
  optionOf(variable: string): string;
  /** The document's default of every server variable (placeholder hosts; the mock pins them). */
  defaults(): ServerVariableValues;
  /** The origin (scheme, host and port) of every operation, for the given variable values. */
  origins(values: Partial<Record<string, string>>, preferences?: Partial<Record<string, string>>): Record<string, string>;
}

export function createOperationRouting(table: RoutingTable): OperationRouting {
  const list: Operation[] = Object.entries(table.operations).map(([id, row]) => ({
    id: id as OperationId,
    endpoint: row.endpoint,
    method: row.method.toUpperCase(),
    path: row.path,
    effect: row.effect as Operation['effect'],
    servers: row.servers,
    successBody: row.successBody,
  }));
  const byRoute = new Map(list.map((operation) => [`${operation.method} ${operation.path}`, operation]));
  return {
    find: (method, path) => byRoute.get(`${method.toUpperCase()} ${path}`),
    operations: list,
    methods: [...new Set(list.map((operation) => operation.method))],
    variables: Object.keys(table.serverVariables).sort(),
    optionOf: (variable) => table.serverVariables[variable]?.option ?? variable,
    defaults: () =>
      Object.fromEntries(Object.entries(table.serverVariables).map(([name, variable]) => [name, variable.default])) as ServerVariableValues,
    origins(values, preferences = {}) {
      const origins: Record<string, string> = {};
      for (const operation of list) {
        origins[operation.id] = expandServerTemplate(chooseServer(operation, preferences[operation.id]), values);
      }
      return origins;
    },
  };
}

/** The routing of the document's own table. */
export const documentRouting: OperationRouting = createOperationRouting({ operations, serverVariables });

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

/**
 * The origin of every operation of the document for the given variable values;
 * `preferences` picks among the servers of an operation that several origins serve.
 */
export function resolveOperationOrigins(values: ServerVariableValues, preferences: ServerPreferences = {}): Record<OperationId, string> {
  return documentRouting.origins(values, preferences) as Record<OperationId, string>;
}

/**
 * The server template that serves an operation: its only one, or, for an operation served by
 * several origins, the first that uses the preferred variable (else the first listed).
 */
function chooseServer(operation: Operation, preferred: string | undefined): string {
  const chosen = preferred === undefined ? undefined : operation.servers.find((t) => templateVariables(t).includes(preferred));
  const server = chosen ?? operation.servers[0];
  if (server === undefined) throw new Error(`${operation.id} has no server in the document.`);
  return server;
}
