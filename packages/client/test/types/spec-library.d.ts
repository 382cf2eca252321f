// The spec package ships checked JavaScript without declarations: what the client's tests use of it.
declare module '@fulfillment-api/spec' {
  export interface DocumentOperation {
    endpoint: number | undefined;
    method: string;
    path: string;
    operationId: string;
  }
  export function loadBundle(): Record<string, any>;
  export function listOperations(document: unknown): DocumentOperation[];
  export function exampleRequest(
    document: unknown,
    operation: DocumentOperation,
  ): { path: Record<string, string>; query: Record<string, unknown>; body?: unknown };
}
