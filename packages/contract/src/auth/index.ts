export * from './auth-constants.js';
export * from './login.js';
export * from './captcha.js';
export * from './password.js';
export * from './auth.calls.js';
