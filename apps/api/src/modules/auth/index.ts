export { type AuthUser } from './access-token.js';
export { isFacebookConfigured, isGoogleConfigured } from './auth.js';
export { createPasswordUser } from './credentials.js';
export { currentUser } from './current-user.js';
export { authRepository } from './repository.js';
