// Where the browser tests' servers listen: the shop on E2E_PORT, the fakes and helpers beside it.
export const port = Number(process.env.E2E_PORT ?? 3100);
export const ports = { shop: port, smile: port + 1, mooGold: port + 2, oidc: port + 3, allowedStorefront: port + 4, foreignStorefront: port + 5 };
/** Another storefront's origin that the shop allows (CORS), and one it does not. */
export const otherStorefronts = { allowed: `http://127.0.0.1:${ports.allowedStorefront}`, foreign: `http://127.0.0.1:${ports.foreignStorefront}` };
export const oidcIssuer = `http://127.0.0.1:${ports.oidc}`;
