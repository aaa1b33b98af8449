// Its own chunk: sign-in will bring aws-amplify, which neither guests nor the home page should load.
export { LoginPage } from './LoginPage';
