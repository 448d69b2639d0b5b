// A local OpenID Connect provider standing in for Google in browser tests: the app's Google
// button runs its real code path (discovery, authorize, token, userinfo) against it.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 4320);
const user = {
  sub: 'google-user-1',
  email: 'google.patient@example.com',
  email_verified: true,
  name: 'Google Patient',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, user);
});
server.service.on('beforeUserinfo', (response) => {
  response.body = user;
});
await server.start(port, '127.0.0.1');
console.log(`OIDC test server at ${server.issuer.url}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
