// @ts-check
/**
 * The sentences of the versioning policy (`docs/guides/versioning.md`) that the check quotes in its
 * report. Each is written in the guide word for word (a test reads the guide and fails when one is
 * missing there, or when a line of the guide's lists has no rule here): the guide is the policy,
 * this is the check's index into it.
 */

/** @typedef {'breaking' | 'compatible' | 'deprecation' | 'annotation' | 'unclassified'} ChangeClass */

/**
 * @typedef {object} PolicyLine
 * @property {ChangeClass} class
 * @property {string} sentence as the guide writes it (one line of its lists)
 */

export const POLICY = /** @type {const} */ ({
  // What is breaking
  'operation-removed': {
    class: 'breaking',
    sentence: 'an operation, path, method or server (origin or port) removed or renamed;',
  },
  'request-field-removed': {
    class: 'breaking',
    sentence: 'a request field, parameter or header removed or renamed (what consumers send is no longer read);',
  },
  'request-requirement': {
    class: 'breaking',
    sentence: 'a request field, parameter or header that becomes required, or a new required one;',
  },
  'length-tightened': { class: 'breaking', sentence: 'a request bound tightened: a shorter `maxLength` or a longer `minLength`;' },
  'pattern-tightened': { class: 'breaking', sentence: 'a stricter `pattern` or `format` on a request value;' },
  'items-tightened': {
    class: 'breaking',
    sentence: 'a smaller `maxItems` (the limit of 20 items) or a larger `minItems` (and so for `maxProperties`, `minProperties`);',
  },
  'range-tightened': {
    class: 'breaking',
    sentence: 'a narrower range: `minimum`, `maximum`, their exclusive forms, or a `multipleOf` the old one is not a multiple of;',
  },
  'decimal-tightened': { class: 'breaking', sentence: 'a smaller `x-decimal` precision or scale;' },
  'value-refused': {
    class: 'breaking',
    sentence: 'a value no longer accepted: an `enum` value removed, a `const`, a closed object (`additionalProperties: false`), a member ruled out (its schema `false`) or a condition (`if`/`then`/`else`) added, or a condition changed;',
  },
  'request-type-changed': { class: 'breaking', sentence: 'a request type changed to one that accepts less;' },
  'request-default-changed': {
    class: 'breaking',
    sentence: "a request value's `default` changed or removed (what the service does when the consumer leaves the value out);",
  },
  'response-field': {
    class: 'breaking',
    sentence: 'a response field removed, renamed or no longer required, or its type changed;',
  },
  'response-widened': {
    class: 'breaking',
    sentence:
      'a response value widened: a longer `maxLength`, a wider range, more items, a looser `pattern` or `x-decimal`, a new `enum` value (a list that may grow belongs in `x-extensible-enum`), a condition (`if`/`then`/`else`) removed or changed, a member answered by more origins (`x-only-from`);',
  },
  'value-seen-removed': {
    class: 'breaking',
    sentence:
      'a value seen removed from an `x-extensible-enum`, of a response or of a request field (code that switches on it loses a branch it was told to expect);',
  },
  'status-or-effect': {
    class: 'breaking',
    sentence:
      "a status code or media type removed from an operation, or an operation's `x-effect` changed (what is safe to call against production);",
  },
  'code-name': {
    class: 'breaking',
    sentence:
      'an `operationId` renamed (a method name of the client) or a component schema renamed or removed (an exported type of `@fulfillment-api/types`);',
  },
  'requirement-added': {
    class: 'breaking',
    sentence:
      'an `x-not-shown` gap filled with a requirement on requests: an authentication scheme, a required request body, field, parameter or header.',
  },
  // Not breaking
  'new-operation': { class: 'compatible', sentence: 'a new operation, path, method, server or component schema;' },
  'new-optional': { class: 'compatible', sentence: 'a new optional request field or parameter;' },
  'bound-loosened': { class: 'compatible', sentence: 'a request bound loosened, or a response bound tightened;' },
  'new-response-field': { class: 'compatible', sentence: 'a new response field, or a response type narrowed (a member ruled out by its schema `false`, a condition `if`/`then`/`else` added, fewer origins in `x-only-from`);' },
  'new-value-seen': { class: 'compatible', sentence: 'a new value seen (values seen are not a closed list);' },
  'new-status': { class: 'compatible', sentence: 'a new status code or media type documented;' },
  'gap-filled': { class: 'compatible', sentence: 'an `x-not-shown` gap filled by what the service is found to do;' },
  'role-marked': { class: 'compatible', sentence: 'a role marked for code (`x-paging`, `x-outcome`): it names what a field does, what goes on the wire is the same;' },
  descriptions: {
    class: 'annotation',
    sentence: 'descriptions, examples and titles; a `default` written where there was none, or of a response; the `x-personal-data` mark of a field.',
  },
  // How a removal happens
  deprecated: {
    class: 'deprecation',
    sentence:
      'Mark it: `deprecated: true` on the operation, parameter or schema property, with the replacement in its description.',
  },
  // A reviewed acceptance (released/accepted-breaking-changes.json) that no longer matches a change:
  // left there, it would stand for a change nobody reviewed.
  'acceptance-stale': { class: 'unclassified', sentence: 'an entry that matches no change fails the check' },
  // What the check does not know how to judge: it fails rather than pass silently.
  unjudged: {
    class: 'unclassified',
    sentence: 'A change the check has no rule for fails it: add the rule to `packages/release` (and this page) or undo the change.',
  },
});

/** @typedef {keyof typeof POLICY} PolicyRule */
