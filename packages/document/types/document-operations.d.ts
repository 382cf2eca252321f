/**
 * Every operation of the document, ordered by `x-endpoint`; operations without one come last, in
 * document order.
 * @param {Record<string, any>} document
 * @returns {DocumentOperation[]}
 */
export function listOperations(document: Record<string, any>): DocumentOperation[];
/** The methods of an OpenAPI path item, in the specification's order. */
export const HTTP_METHODS: readonly ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
/** The media type whose schema and examples an operation's `schema` and `examples` stand for. */
export const JSON_MEDIA_TYPE: "application/json";
export type Example = {
    /**
     * the key in `examples`, undefined for a single `example`
     */
    name: string | undefined;
    value: unknown;
    /**
     * JSON pointer of the example object (the component, when a `$ref`) or of `example`
     */
    pointer: string;
};
/**
 * one `x-not-shown` item: a gap the description names
 */
export type NotShown = {
    subject: string;
    says: string;
};
export type Parameter = {
    name: string;
    in: "path" | "query" | "header" | "cookie";
    required: boolean;
    /**
     * JSON pointer of the parameter object (the component, when a `$ref`)
     */
    pointer: string;
    /**
     * JSON pointer of its entry in the operation's or the path item's `parameters`
     */
    listedAt: string;
    /**
     * `deprecated: true`
     */
    deprecated: boolean;
    /**
     * the parameter's schema, `$ref` followed
     */
    schema: Record<string, any>;
    /**
     * JSON pointer of that schema in the document
     */
    schemaPointer: string;
    /**
     * the parameter's `example`, else its schema's `example` or first of `examples`
     */
    examples: Example[];
    /**
     * the first of `examples`' values, undefined when there is none
     */
    example: unknown;
    description: string | undefined;
    notShown: NotShown[];
    /**
     * its `x-paging` role
     */
    paging: PagingRole | undefined;
};
export type PagingRole = "size" | "index" | "from" | "to";
/**
 * the query parameters that page a list, by role (`x-paging`)
 */
export type Paging = {
    /**
     * items per page (`PageSize`)
     */
    size: string | undefined;
    /**
     * the page number, from 1 (`PageIndex`)
     */
    index: string | undefined;
    /**
     * start of the period the list covers (`FromDate`)
     */
    from: string | undefined;
    /**
     * its end (`ToDate`)
     */
    to: string | undefined;
};
/**
 * the member of a result item that says the item was accepted (`x-outcome`)
 */
export type Outcome = {
    /**
     * its name (`Success`)
     */
    member: string;
    /**
     * JSON pointer of its schema
     */
    schemaPointer: string;
    /**
     * whether the answer is an array of such items (else one object)
     */
    perItem: boolean;
    /**
     * whether an item says it was not accepted (the member is `false`)
     */
    refused: (item: unknown) => boolean;
};
export type MediaType = {
    /**
     * the key in `content`, e.g. `application/json`
     */
    mediaType: string;
    /**
     * JSON pointer of the media type object
     */
    pointer: string;
    /**
     * `$ref` followed
     */
    schema: Record<string, any> | undefined;
    /**
     * JSON pointer of that schema (the component, when a `$ref`)
     */
    schemaPointer: string | undefined;
    /**
     * named `examples` (each `$ref` followed), else `example`
     */
    examples: Example[];
};
export type RequestBody = {
    /**
     * JSON pointer of the request body object (the component, when a `$ref`)
     */
    pointer: string;
    required: boolean;
    /**
     * every media type, in document order
     */
    mediaTypes: MediaType[];
    /**
     * the JSON media type's schema
     */
    schema: Record<string, any> | undefined;
    schemaPointer: string | undefined;
    /**
     * the JSON media type's examples
     */
    examples: Example[];
    /**
     * the first example's value
     */
    example: unknown;
};
export type Header = {
    /**
     * as the document writes it
     */
    name: string;
    required: boolean;
    pointer: string;
    schema: Record<string, any> | undefined;
    schemaPointer: string | undefined;
};
/**
 * an OpenAPI link: the operation a response leads to, and with what
 */
export type Link = {
    name: string;
    /**
     * the response that carries it (`200`, `2XX`)
     */
    responseKey: string;
    /**
     * JSON pointer of the link object (the component, when a `$ref`)
     */
    pointer: string;
    operationId: string | undefined;
    /**
     * runtime expressions by parameter name
     */
    parameters: Record<string, string>;
    description: string | undefined;
};
export type Response = {
    /**
     * the key in `responses`: `200`, `2XX` or `default`
     */
    key: string;
    /**
     * JSON pointer of the response object (the component, when a `$ref`)
     */
    pointer: string;
    description: string | undefined;
    /**
     * every media type, in document order (none for a body-less answer)
     */
    mediaTypes: MediaType[];
    /**
     * the JSON media type's schema
     */
    schema: Record<string, any> | undefined;
    schemaPointer: string | undefined;
    /**
     * the JSON media type's examples
     */
    examples: Example[];
    headers: Header[];
    links: Link[];
    /**
     * the response's own `x-not-shown` items
     */
    notShown: NotShown[];
    /**
     * `x-inferred` items: the response is inferred, not stated
     */
    inferred: Array<Record<string, unknown>>;
    /**
     * whether this response documents a status
     */
    covers: (status: number | string) => boolean;
    /**
     * the member of its JSON body (or of each item) marked `x-outcome: accepted`
     */
    outcome: Outcome | undefined;
};
export type Server = {
    /**
     * as written, with its `{variables}`
     */
    url: string;
    /**
     * JSON pointer of the server object where the operation gets it
     */
    pointer: string;
    description: string | undefined;
    variables: Record<string, {
        default?: string;
        description?: string;
        enum?: string[];
    }>;
    /**
     * the origin with a target's values
     * of the variables (`{ base_url: 'https://sandbox.example' }`); throws naming a variable without one
     */
    urlWith: (values: Record<string, string>) => string;
    /**
     * the URL with each variable's default (the document's placeholders)
     */
    urlWithDefaults: () => string;
};
export type DocumentOperation = {
    /**
     * `x-endpoint`: the row of the description's endpoint table
     */
    endpoint: number | undefined;
    operationId: string | undefined;
    /**
     * `x-effect`
     */
    effect: "read" | "create" | "cancel" | undefined;
    /**
     * as sent: upper case (`GET`)
     */
    method: string;
    /**
     * its key in the path item (`get`)
     */
    methodKey: string;
    /**
     * the path template, e.g. `/v1/outboundOrders/{packageId}/status`
     */
    path: string;
    /**
     * JSON pointer of the operation, e.g. `/paths/~1v1~1trackings/post`
     */
    pointer: string;
    summary: string | undefined;
    description: string | undefined;
    tags: string[];
    /**
     * the operation's own `x-not-shown` items
     */
    notShown: NotShown[];
    /**
     * `deprecated: true`
     */
    deprecated: boolean;
    /**
     * the
     * effective security requirements (the operation's, else the root's) and where they are written;
     * undefined when neither states any
     */
    security: {
        requirements: Array<Record<string, string[]>>;
        pointer: string;
    } | undefined;
    /**
     * the effective servers: the operation's, else the path item's, else the root's
     */
    servers: Server[];
    /**
     * effective: the path item's, overridden by the operation's of the same name and place
     */
    parameters: Parameter[];
    /**
     * the query parameters that page it, by role; undefined when none is marked
     */
    paging: Paging | undefined;
    requestBody: RequestBody | undefined;
    /**
     * in document order
     */
    responses: Response[];
    /**
     * the response documenting a
     * status: its exact code, else its range (`2XX`), else `default`; a key (`'2XX'`) names itself
     */
    response: (status: number | string) => Response | undefined;
    /**
     * of every response, in document order
     */
    links: Link[];
};
