// The auth chunk's entry: sign-in brings aws-amplify, which neither guests nor the home page load.
// The router loads it for /login; StartupUserCheck loads it to check a restored user.
export { LoginPage } from './LoginPage';
export { checkCurrentUser } from './currentUser';
