/**
 * @typedef {{ path?: (string | number)[], code: string | number, message: string, severity: number }} PrismDiagnostic
 * @typedef {{ _tag: 'Left', left: PrismDiagnostic[] } | { _tag: 'Right', right: unknown }} PrismVerdict
 * @typedef {{ iid?: string, request?: Record<string, { name: string }[] | unknown> }} PrismResource
 * @typedef {(args: { resource: PrismResource, element: { body?: unknown } }) => PrismVerdict} ValidateInput
 */
/**
 * @param {Record<string, any>} document the pinned bundle the mock serves, as written: not the copy
 *   Prism resolves in place
 * @param {ValidateInput} prismValidateInput Prism's own `validateInput`
 * @param {(element: object) => boolean} isJsonBody whether the front parsed this request's body as JSON
 * @returns {ValidateInput}
 */
export function createInputValidation(document: Record<string, any>, prismValidateInput: ValidateInput, isJsonBody: (element: object) => boolean): ValidateInput;
export type PrismDiagnostic = {
    path?: (string | number)[];
    code: string | number;
    message: string;
    severity: number;
};
export type PrismVerdict = {
    _tag: "Left";
    left: PrismDiagnostic[];
} | {
    _tag: "Right";
    right: unknown;
};
export type PrismResource = {
    iid?: string;
    request?: Record<string, {
        name: string;
    }[] | unknown>;
};
export type ValidateInput = (args: {
    resource: PrismResource;
    element: {
        body?: unknown;
    };
}) => PrismVerdict;
