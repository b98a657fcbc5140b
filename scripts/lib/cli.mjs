// The parts the simulator CLIs share (`npm run call`, `npm run stock:sync`): the connection
// options, signing in, calling the API with its envelope, and exit codes.
import { parseArgs } from 'node:util';

/** A failure the user can act on: its message is printed (no stack) and the process exits with the code. */
export class CliError extends Error {
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The usage lines of the connection options, for a CLI's usage text. */
export const CONNECTION_USAGE = `  --server <url>          default $ATRIUM_SERVER or http://localhost:$PORT (3000)
  --user <name>           default $ATRIUM_USER or admin
  --password <pw>         default $ATRIUM_PASSWORD or demo1234
  --org <id>              act in this organization (Organization-Id), default the user's own
  -h, --help`;

/**
 * The command line's values: the CLI's own options (parseArgs shapes) and the connection ones,
 * resolved to `connection`. `--help` prints the usage and exits; a bad option is exit code 1.
 */
export function parseCli(usage, own) {
  let values;
  try {
    values = parseArgs({
      options: {
        ...own,
        server: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        org: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new CliError(`${error.message}\n\n${usage}`, 1);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const port = process.env.PORT || '3000';
  const connection = {
    server: (values.server ?? process.env.ATRIUM_SERVER ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    user: values.user ?? process.env.ATRIUM_USER ?? 'admin',
    password: values.password ?? process.env.ATRIUM_PASSWORD ?? 'demo1234',
    org: values.org,
  };
  return { values, connection };
}

/**
 * One call to the server: the answer envelope's data, or a CliError with the server's message and
 * its field errors (exit 2), or "unreachable" (exit 3). `json` is sent as JSON, `form` as
 * multipart, `raw` as is (with `headers`, e.g. a webhook's signature).
 */
export function apiClient(server, baseHeaders) {
  return async (method, path, { json, form, raw, headers = {} } = {}) => {
    let response;
    try {
      response = await fetch(`${server}${path}`, {
        method,
        headers: {
          ...baseHeaders,
          ...headers,
          ...(json !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: json !== undefined ? JSON.stringify(json) : (raw ?? form),
      });
    } catch (error) {
      throw new CliError(
        `Cannot reach the server at ${server} (${error.cause?.code ?? error.message}). Is it running (npm start)? Use --server to point elsewhere.`,
        3,
      );
    }
    let body;
    try {
      body = await response.json();
    } catch {
      throw new CliError(`${method} ${path}: HTTP ${response.status}, not an Atrium answer`, 3);
    }
    if (body.code !== 200) {
      const fields = body.data?.fieldErrors
        ?.filter((field) => field.message !== body.msg)
        .map((field) => `${field.path}: ${field.message}`)
        .join('; ');
      throw new CliError(`${method} ${path}: ${body.msg}${fields ? ` (${fields})` : ''}`, 2);
    }
    return body.data;
  };
}

/** Signs in with the connection's account and answers an API client acting as that user (its `userId` on it). */
export async function signIn(connection, log) {
  const login = await apiClient(connection.server, {})('POST', '/erp/auth/login', {
    json: { username: connection.user, password: connection.password },
  });
  log(`signed in to ${connection.server} as ${connection.user}`);
  const api = apiClient(connection.server, {
    authorization: `Bearer ${login.token}`,
    ...(connection.org ? { 'organization-id': connection.org } : {}),
  });
  api.userId = login.userId;
  return api;
}

/** Runs the CLI's main: a CliError prints its message under the prefix and exits with its code. */
export function runCli(prefix, main) {
  main().catch((error) => {
    if (error instanceof CliError) {
      console.error(`[${prefix}] ${error.message}`);
      process.exit(error.exitCode);
    }
    console.error(error);
    process.exit(1);
  });
}
