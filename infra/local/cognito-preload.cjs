// Loaded with `node --require` into the cognito-local process (infra/local/cognito.ts), before
// cognito-local loads what it replaces:
// - the key pair cognito-local ships in its package (public to anyone), by the data directory's own
//   (see cognito-key.ts);
// - its CORS middleware, which answers any origin, by the check every stand-in makes
//   (loopback-guard.ts): only the Inroom server's own calls, never a web page's;
// - its console message sender (a box printed in its own log, which nobody sees), by one that keeps
//   each e-mail (a password reset code) in a file the outbox page shows (cognito-emails.ts);
// - the AWS SDK v2, by clients that load it when first used (below).
'use strict';
const { appendFileSync, readFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');

const file = process.env.INROOM_COGNITO_KEY_FILE;
if (!file) throw new Error('INROOM_COGNITO_KEY_FILE is not set');
const key = JSON.parse(readFileSync(file, 'utf8'));
const PUBLIC_FIELDS = ['kty', 'n', 'e', 'kid', 'alg', 'use'];
const publicJwk = Object.fromEntries(PUBLIC_FIELDS.map((name) => [name, key.jwk[name]]));

function replace(request, exports, from) {
  const path = require.resolve(request, from ? { paths: [from] } : undefined);
  const module = new Module(path);
  module.filename = path;
  module.loaded = true;
  module.exports = exports;
  require.cache[path] = module;
}

replace('cognito-local/lib/keys/cognitoLocal.private.json', { jwk: key.jwk, pem: key.pem });
replace('cognito-local/lib/keys/cognitoLocal.public.json', { jwk: publicJwk });

const cognitoLocal = dirname(require.resolve('cognito-local/package.json'));
const serverToServerOnly = () => (request, response, next) => {
  const port = request.socket.localPort;
  const host = request.headers.host;
  if (
    request.headers.origin === undefined &&
    (host === `127.0.0.1:${port}` || host === `localhost:${port}`)
  )
    return next();
  response.statusCode = 403;
  response.end('Only the Inroom server may call this stand-in\n');
};
replace('cors', serverToServerOnly, cognitoLocal);

// cognito-local makes an AWS SDK v2 Lambda client as it starts (for triggers) and a KMS one for
// custom senders, and this stand-in configures neither. Loading the SDK took 0.27 s of the 0.7 s
// cognito-local takes to load here, paid by every stack a test starts, so it is loaded when one of
// the two clients is first used.
const sdkPath = require.resolve('aws-sdk', { paths: [cognitoLocal] });
let sdk;
const realSdk = () => {
  if (!sdk) {
    delete require.cache[sdkPath];
    sdk = require(sdkPath);
  }
  return sdk;
};
const lazyClient = (name) =>
  function LazyClient(config) {
    let client;
    const real = () => (client ??= new (realSdk()[name])(config));
    return new Proxy(
      {},
      {
        get(_target, property) {
          const value = real()[property];
          return typeof value === 'function' ? value.bind(real()) : value;
        },
      },
    );
  };
replace('aws-sdk', { Lambda: lazyClient('Lambda'), KMS: lazyClient('KMS') }, cognitoLocal);

const emailFile = process.env.INROOM_COGNITO_EMAIL_FILE;
if (!emailFile) throw new Error('INROOM_COGNITO_EMAIL_FILE is not set');
class OutboxMessageSender {
  sendEmail(_ctx, user, destination, message) {
    return this.keep(user, destination, 'EMAIL', message);
  }
  sendSms(_ctx, user, destination, message) {
    return this.keep(user, destination, 'SMS', message);
  }
  keep(user, destination, medium, { __code, emailSubject, emailMessage, smsMessage }) {
    // cognito-local has no message templates: the pool's invitation and reset texts on AWS are
    // infra/lib/auth.ts's. A user who has not set a password yet is being invited (AdminCreateUser).
    const invitation = user.UserStatus === 'FORCE_CHANGE_PASSWORD';
    const line = {
      sentAt: new Date().toISOString(),
      userName: user.Username,
      destination,
      medium,
      code: __code ?? '',
      subject:
        emailSubject ||
        (invitation ? 'Your Inroom back-office invitation' : 'Your Inroom password reset code'),
      text:
        emailMessage ||
        smsMessage ||
        (invitation
          ? `Your user name is ${user.Username} and your temporary password is ${__code}. Sign in at /be and choose your own password.`
          : `Your password reset code is ${__code}.`),
    };
    appendFileSync(emailFile, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    return Promise.resolve();
  }
}
replace('cognito-local/lib/services/messageDelivery/consoleMessageSender.js', {
  ConsoleMessageSender: OutboxMessageSender,
});
