// Set by Gatsby at build time (and by jest.config.js in tests).
declare const __PATH_PREFIX__: string;
