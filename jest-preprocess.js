// Jest transform: Gatsby's documented setup (babel-jest with babel-preset-gatsby), plus TypeScript
// and Emotion's JSX runtime so the css prop works in tests as it does in the build.
const babelJest = require("babel-jest").default;

module.exports = babelJest.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  babelrc: false,
  configFile: false,
});
