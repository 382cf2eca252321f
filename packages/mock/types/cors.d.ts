/**
 * Adds the CORS headers every answer carries.
 * @param {import('node:http').ServerResponse} response
 */
export function allowAnyOrigin(response: import("node:http").ServerResponse): void;
/**
 * Answers a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`); false for any other request.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string[]} methods the methods the document uses, upper case
 */
export function answerPreflight(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, methods: string[]): boolean;
