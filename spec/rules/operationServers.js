// fulfillment:operation-servers. Every operation is served from one of the seven origins of the
// description's endpoint table. An operation takes its servers from the operation, else the path
// item, else the root (as OpenAPI resolves them); the root list is the canonical list of origins,
// so a path or operation server must be a copy of a root one.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject, listOperations } from './openapi-operations.js';
import { alternatives } from './wording.js';

// Scheme and host only: the port is part of the server url, and a path would break `{base_url}:81`.
const ORIGIN = /^https?:\/\/[^/?#@:\s]+$/u;

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: {
        variables: { type: 'array', items: { type: 'string', pattern: '^[a-z_]+$' }, minItems: 1, description: 'Names of the host variables.' },
        ports: { type: 'array', items: { type: 'string', pattern: '^[0-9]+$' }, description: 'Ports that may follow a host variable.' },
      },
      required: ['variables', 'ports'],
      additionalProperties: false,
    },
  },
  function operationServers(document, { variables, ports }) {
    const urlPattern = new RegExp(`^\\{(${variables.join('|')})\\}(?::(?:${ports.join('|')}))?$`, 'u');
    const allowedForms = `${alternatives(variables.map((name) => `{${name}}`))}, optionally followed by ${alternatives(ports.map((port) => `:${port}`))}`;
    const results = [];
    const report = (message, path) => results.push({ message, path });

    /** Checks one server object; answers the name of its variable when its url and variable are right. */
    const checkForm = (server, path) => {
      if (!isPlainObject(server)) {
        report('Server is not an object with a url.', path);
        return null;
      }
      const url = server.url;
      const match = typeof url === 'string' ? urlPattern.exec(url) : null;
      if (match === null) {
        report(`Server url ${JSON.stringify(url)} is not one of the origins: ${allowedForms}.`, Object.hasOwn(server, 'url') ? [...path, 'url'] : path);
      }
      // The variable the url uses; checked even when the port is wrong. A url without exactly one
      // variable is already reported above.
      const used = typeof url === 'string' ? [...url.matchAll(/\{([^}]*)\}/gu)].map((m) => m[1]) : [];
      if (used.length !== 1) return null;
      const declared = isPlainObject(server.variables) ? Object.keys(server.variables) : [];
      const declaresExactlyUsed = declared.length === 1 && declared[0] === used[0];
      if (!declaresExactlyUsed) {
        const has = declared.length === 0 ? 'none' : declared.map((name) => `"${name}"`).join(', ');
        report(
          `Server ${JSON.stringify(url)} must declare exactly the variable "${used[0]}" its url uses; it declares ${has}.`,
          Object.hasOwn(server, 'variables') ? [...path, 'variables'] : path,
        );
      }
      for (const name of declared.filter((name) => used.includes(name))) {
        const variable = server.variables[name];
        const variablePath = [...path, 'variables', name];
        if (!isPlainObject(variable)) {
          report(`Server variable "${name}" is not an object with a default and a description.`, variablePath);
          continue;
        }
        const origin = 'an absolute http(s) URL of scheme and host only (no port, path, query or trailing slash)';
        if (!Object.hasOwn(variable, 'default')) {
          report(`Server variable "${name}" has no default: give ${origin}.`, variablePath);
        } else if (typeof variable.default !== 'string' || !ORIGIN.test(variable.default) || !URL.canParse(variable.default)) {
          report(`Server variable "${name}" has default ${JSON.stringify(variable.default)}: it must be ${origin}.`, [...variablePath, 'default']);
        }
        if (typeof variable.description !== 'string' || variable.description.trim() === '') {
          report(
            `Server variable "${name}" has no description: say what the variable holds.`,
            Object.hasOwn(variable, 'description') ? [...variablePath, 'description'] : variablePath,
          );
        }
      }
      // Comparable with the root list only when its url and variable are right; otherwise the
      // problem is reported above, and "not a root server" would only repeat it.
      return match !== null && declaresExactlyUsed ? match[1] : null;
    };

    const defaultOf = (server, name) => (isPlainObject(server.variables) && isPlainObject(server.variables[name]) ? server.variables[name].default : undefined);

    // The root list: the canonical origins, each well formed and listed once.
    const rootServers = Array.isArray(document?.servers) ? document.servers : [];
    const firstIndexOfUrl = new Map();
    rootServers.forEach((server, index) => {
      checkForm(server, ['servers', index]);
      if (!isPlainObject(server) || typeof server.url !== 'string') return;
      if (firstIndexOfUrl.has(server.url)) {
        report(`Root server url ${JSON.stringify(server.url)} is listed twice (also servers[${firstIndexOfUrl.get(server.url)}]): each origin is listed once.`, ['servers', index, 'url']);
      } else {
        firstIndexOfUrl.set(server.url, index);
      }
    });

    const isRootServer = (server, variable) =>
      rootServers.some((root) => isPlainObject(root) && root.url === server.url && defaultOf(root, variable) === defaultOf(server, variable));

    for (const { label, path, operation, pathItem } of listOperations(document)) {
      let servers;
      let serversPath;
      if (Array.isArray(operation.servers) && operation.servers.length > 0) {
        [servers, serversPath] = [operation.servers, [...path, 'servers']];
      } else if (Array.isArray(pathItem.servers) && pathItem.servers.length > 0) {
        [servers, serversPath] = [pathItem.servers, [...path.slice(0, -1), 'servers']];
      } else if (rootServers.length > 0) {
        continue; // the root servers, checked above
      } else {
        report(`${label} resolves to no servers (none at operation, path or root level): declare its origin.`, path);
        continue;
      }
      servers.forEach((server, index) => {
        const serverPath = [...serversPath, index];
        const variable = checkForm(server, serverPath);
        if (variable !== null && !isRootServer(server, variable)) {
          report(
            `Server ${JSON.stringify(server.url)} (${variable} = ${JSON.stringify(defaultOf(server, variable))}) is not one of the root servers: copy it from the root list, the canonical list of origins.`,
            serverPath,
          );
        }
      });
    }
    return results;
  },
);
