/**
 * The auth endpoints, imported lazily by the login page (`import('./auth-endpoints')`): they carry
 * zod schemas, which the first paint of the login page does not need. Importing the contract entry
 * dynamically would not split anything, since the app already imports it statically.
 */
export { authApi } from '@atrium/contract';
