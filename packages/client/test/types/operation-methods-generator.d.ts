// The generator of the named methods is checked JavaScript without declarations.
declare module '*/generator/operation-methods.js' {
  export function renderOperationMethods(document: unknown): string;
}
