// The spec package ships its validator as checked JavaScript without declarations.
declare module '@fulfillment-api/spec/schema-validator' {
  export interface SchemaProblem {
    instancePath: string;
    message: string;
  }
  export function createSchemaValidator(document: unknown): {
    validate(pointer: string, value: unknown): { valid: boolean; problems: SchemaProblem[] };
    compileAll(): void;
  };
}
