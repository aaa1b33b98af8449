// Loaded with `node --require` into the cognito-local process (infra/local/cognito.ts): replaces the
// key pair cognito-local ships in its package (public to anyone) with the data directory's own,
// before cognito-local reads it. See cognito-key.ts.
'use strict';
const { readFileSync } = require('node:fs');
const Module = require('node:module');

const file = process.env.INROOM_COGNITO_KEY_FILE;
if (!file) throw new Error('INROOM_COGNITO_KEY_FILE is not set');
const key = JSON.parse(readFileSync(file, 'utf8'));
const PUBLIC_FIELDS = ['kty', 'n', 'e', 'kid', 'alg', 'use'];
const publicJwk = Object.fromEntries(PUBLIC_FIELDS.map((name) => [name, key.jwk[name]]));

function replace(request, exports) {
  const path = require.resolve(request);
  const module = new Module(path);
  module.filename = path;
  module.loaded = true;
  module.exports = exports;
  require.cache[path] = module;
}

replace('cognito-local/lib/keys/cognitoLocal.private.json', { jwk: key.jwk, pem: key.pem });
replace('cognito-local/lib/keys/cognitoLocal.public.json', { jwk: publicJwk });
