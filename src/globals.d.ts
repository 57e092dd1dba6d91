// Set by Gatsby at build time (and by jest.config.js in tests).
declare const __PATH_PREFIX__: string;

// Font files imported for their URL (webpack copies them into /static with a hashed name).
declare module "*.woff2" {
  const url: string;
  export default url;
}
